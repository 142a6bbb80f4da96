import { useTranslation } from "react-i18next";
import { GLOBAL_LISTS } from "../../lib/calculator-model/calc-doc";
import { BenefitsSection } from "./benefits-section";
import { useEditor } from "./editor-context";
import { GlobalLinesSection } from "./global-lines-section";
import { GroupsSection } from "./groups-section";
import { OtherRevenuesSection } from "./other-revenues-section";
import { SummaryBar } from "./summary-bar";

/** The budget, top to bottom: global costs, global subsidies, other revenues, benefits in kind, then groups and categories. */
export function CalculatorTab() {
  const { t } = useTranslation();
  const { template } = useEditor();
  return (
    <div className="flex flex-col gap-4">
      <h2 className="sr-only print:not-sr-only print:mb-3 print:text-xl print:font-semibold">
        {t("calculator.tabs.calculator")}
      </h2>
      {GLOBAL_LISTS.map((list) => (
        <GlobalLinesSection key={list} list={list} />
      ))}
      {/* A federation's template carries no other revenues: they are each club's own (decision 152). */}
      {template ? null : <OtherRevenuesSection />}
      {template ? null : <BenefitsSection />}
      <GroupsSection />
      <SummaryBar />
    </div>
  );
}
