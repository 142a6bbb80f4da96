import { useId } from "react";
import { useTranslation } from "react-i18next";

/** The document's precision (cost-model.md): 0 rounds a price up to the whole euro, 1 to the cent. */
export type PricePrecision = 0 | 1;

interface PrecisionSwitchProps {
  /** The stored precision; none (null: raw prices, decision 200) checks neither option. */
  precision: PricePrecision | null;
  onChange: (precision: PricePrecision) => void;
}

/** How prices are rounded, set on the screen and saved with the document (issue 26.6). */
export function PrecisionSwitch({ precision, onChange }: PrecisionSwitchProps) {
  const { t } = useTranslation();
  const name = useId();
  const options: { value: PricePrecision; label: string }[] = [
    { value: 0, label: t("resell.precision.whole") },
    { value: 1, label: t("resell.precision.cents") },
  ];
  return (
    <fieldset className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm" data-testid="precision-switch">
      <legend className="float-left mr-1 font-medium">{t("resell.precision.label")}</legend>
      <div className="inline-flex rounded-lg border border-slate-300 p-0.5 dark:border-slate-700">
        {options.map((option) => (
          <label
            key={option.value}
            className="cursor-pointer rounded-md px-3 py-1.5 text-slate-700 has-[:checked]:bg-brand has-[:checked]:text-on-brand has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand dark:text-slate-300"
          >
            <input
              type="radio"
              className="sr-only"
              name={name}
              value={option.value}
              checked={precision === option.value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
