import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { Scenario } from "#core/schemas/calculator";
import { SCENARIO_CHANGE } from "#core/schemas/calculator-basics";
import { Button } from "../../../components/button";
import { inputClass } from "../../../components/form-fields";
import { Icon } from "../../../components/icons";
import { canAddLine, type LineChoice, type LinePlace } from "./line-edits";
import { NumberField } from "../../../components/calculator/number-field";

interface LineChangesProps {
  scenario: Scenario;
  /** Every line of the document a scenario may name (line-edits.ts lineChoices). */
  lines: LineChoice[];
  onSet: (lineId: string, pct: number) => void;
  onRemove: (lineId: string) => void;
}

const PLACES: LinePlace[] = [
  "federalFees",
  "internalFees",
  "globalSubsidies",
  "otherRevenues",
  "fees",
  "subsidies",
];

/**
 * A scenario's changes on given lines (decision 230): each named line with its own percent, which
 * replaces its list's; a select adds a line by name. A change whose line was deleted since is not
 * shown (the save leaves it out).
 */
export function LineChanges({ scenario, lines, onSet, onRemove }: LineChangesProps) {
  const { t } = useTranslation();
  const selectId = useId();
  const byId = new Map(lines.map((line) => [line.id, line]));
  const label = (line: LineChoice) =>
    line.category
      ? t("pricing.scenarios.lines.inCategory", { category: line.category, name: line.name })
      : line.name;
  const changes = (scenario.lines ?? []).flatMap((change) => {
    const line = byId.get(change.id);
    return line ? [{ ...change, line }] : [];
  });
  const named = new Set(changes.map((change) => change.id));
  const free = lines.filter((line) => !named.has(line.id));
  const room = canAddLine(scenario);

  return (
    <fieldset data-testid="line-changes">
      <legend className="mb-1 text-sm font-semibold">{t("pricing.scenarios.lines.legend")}</legend>
      <p className="muted mb-2 text-xs">{t("pricing.scenarios.lines.hint")}</p>
      {changes.length ? (
        <ul className="mb-3 space-y-2">
          {changes.map(({ id, pct, line }) => (
            <li key={id} className="flex items-end gap-2">
              <NumberField
                className="min-w-0 flex-1"
                label={t("pricing.scenarios.lines.pct", { name: label(line) })}
                value={pct}
                min={SCENARIO_CHANGE.min}
                max={SCENARIO_CHANGE.max}
                error={t("pricing.scenarios.outOfRange")}
                onCommit={(value) => onSet(id, value)}
              />
              <Button
                variant="secondary"
                onClick={() => onRemove(id)}
                aria-label={t("pricing.scenarios.lines.removeLabel", { name: label(line) })}
              >
                <Icon name="trash" className="size-4" />
                <span className="sr-only sm:not-sr-only">{t("pricing.scenarios.lines.remove")}</span>
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {free.length && room ? (
        <div>
          <label
            htmlFor={selectId}
            className="mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200"
          >
            {t("pricing.scenarios.lines.add")}
          </label>
          <select
            id={selectId}
            className={inputClass}
            value=""
            onChange={(event) => {
              if (event.target.value) onSet(event.target.value, 0);
            }}
          >
            <option value="">{t("pricing.scenarios.lines.choose")}</option>
            {PLACES.map((place) => {
              const options = free.filter((line) => line.place === place);
              return options.length ? (
                <optgroup key={place} label={t(`pricing.scenarios.lines.places.${place}`)}>
                  {options.map((line) => (
                    <option key={line.id} value={line.id}>
                      {label(line)}
                    </option>
                  ))}
                </optgroup>
              ) : null;
            })}
          </select>
        </div>
      ) : null}
      {!room ? (
        <p className="text-sm text-amber-800 dark:text-amber-300">{t("pricing.scenarios.lines.full")}</p>
      ) : null}
    </fieldset>
  );
}
