import { useTranslation } from "react-i18next";
import { inputClass } from "../../components/form-fields";
import type { TargetOption } from "./actuals-view";

/** A select of the lines and memberships a transaction may be assigned to, grouped, "not assigned" first. */
export function TargetSelect({
  id,
  value,
  options,
  onChange,
  label,
}: {
  id?: string;
  value: string;
  options: TargetOption[];
  onChange: (value: string) => void;
  label?: string;
}) {
  const { t } = useTranslation();
  const group = (name: TargetOption["group"], text: string) => (
    <optgroup label={text}>
      {options
        .filter((o) => o.group === name)
        .map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
    </optgroup>
  );
  return (
    <select
      id={id}
      aria-label={label}
      className={inputClass}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">{t("actuals.list.none")}</option>
      {group("charges", t("actuals.groups.charges"))}
      {group("incomes", t("actuals.groups.incomes"))}
      {group("memberships", t("actuals.budget.memberships"))}
    </select>
  );
}
