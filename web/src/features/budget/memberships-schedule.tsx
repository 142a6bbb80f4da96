import { useTranslation } from "react-i18next";
import type { Category } from "#core/schemas/calculator";
import { updateCategory } from "../../lib/calculator-model/calc-doc";
import { useEditor } from "./editor-context";
import { ScheduleSelect } from "./schedule-select";

/** When the category's memberships come in, for the cash plan (season-money.md section 5): September unless set. */
export function MembershipsSchedule({ category, g, c }: { category: Category; g: number; c: number }) {
  const { t } = useTranslation();
  const { edit } = useEditor();
  return (
    <div className="mb-3 flex flex-wrap items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
      <span>{t("calculator.cashPlan.schedule.memberships")}</span>
      <ScheduleSelect
        name={t("calculator.cashPlan.schedule.membershipsOf", { name: category.name })}
        schedule={category.schedule}
        kind="memberships"
        onChange={(schedule) => edit((d) => updateCategory(d, g, c, { schedule }))}
      />
    </div>
  );
}
