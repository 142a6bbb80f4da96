import { forwardRef, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatAmount, type AmountLocale, type EvaluatedScenario } from "#core/cost-model/index";
import type { Scenario } from "#core/schemas/calculator";
import { type BenefitType, SCENARIO_CHANGE } from "#core/schemas/calculator-basics";
import { Button } from "../../../components/button";
import { CheckboxField, TextField } from "../../../components/form-fields";
import { Icon } from "../../../components/icons";
import { LineChanges } from "./line-changes";
import type { LineChoice } from "./line-edits";
import { resultTone } from "../../../lib/calculator-model/result-tone";
import { NumberField } from "../../../components/calculator/number-field";
import { SCENARIO_CHANGES, type ScenarioChange } from "./scenario-edits";

interface ScenarioCardProps {
  scenario: Scenario;
  figures: EvaluatedScenario | undefined;
  todayResult: number;
  benefitTypes: BenefitType[];
  lang: AmountLocale;
  currency: string;
  onRename: (name: string) => void;
  onChange: (change: ScenarioChange, pct: number) => void;
  onPaid: (type: BenefitType, paid: boolean) => void;
  onDelete: () => void;
  /** The lines the scenario may change one by one, and its edits of them (decision 230). */
  lines: LineChoice[];
  onLineSet: (lineId: string, pct: number) => void;
  onLineRemove: (lineId: string) => void;
}

/** One scenario: its name, its changes, the benefits that become paid, and its result beside today's. */
export const ScenarioCard = forwardRef<HTMLElement, ScenarioCardProps>(function ScenarioCard(
  {
    scenario,
    figures,
    todayResult,
    benefitTypes,
    lang,
    currency,
    onRename,
    onChange,
    onPaid,
    onDelete,
    lines,
    onLineSet,
    onLineRemove,
  },
  ref,
) {
  const { t } = useTranslation();
  const amount = (value: number) => formatAmount(value, lang, currency);
  const [name, setName] = useState(scenario.name);
  useEffect(() => setName(scenario.name), [scenario.name]);
  const result = figures?.totals.result ?? todayResult;
  const delta = result - todayResult;
  const headingId = `scenario-${scenario.id}-heading`;
  return (
    <section
      ref={ref}
      tabIndex={-1}
      className="surface scroll-mt-24 space-y-4 p-4 outline-none sm:p-5"
      aria-labelledby={headingId}
      data-testid={`scenario-${scenario.id}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 id={headingId} className="min-w-0 truncate text-base font-semibold">
          {scenario.name}
        </h3>
        <Button
          variant="secondary"
          onClick={onDelete}
          aria-label={t("pricing.scenarios.deleteLabel", { name: scenario.name })}
        >
          <Icon name="trash" className="size-4" />
          {t("pricing.scenarios.delete")}
        </Button>
      </div>

      <div className="rounded-xl bg-slate-50 p-3 dark:bg-slate-800/60" data-testid="scenario-result">
        <p className="muted text-sm font-medium">{t("pricing.scenarios.result")}</p>
        <p
          className={`text-2xl font-semibold tabular-nums ${resultTone(result)}`}
          data-testid="scenario-result-value"
        >
          {amount(result)}
        </p>
        <p className="muted text-sm tabular-nums" data-testid="scenario-result-delta">
          {t("pricing.scenarios.versusToday", { delta: `${delta > 0.004 ? "+" : ""}${amount(delta)}` })}
        </p>
      </div>

      <TextField
        label={t("pricing.scenarios.name")}
        value={name}
        maxLength={120}
        error={name.trim() ? undefined : t("pricing.scenarios.nameRequired")}
        onChange={(event) => {
          setName(event.target.value);
          if (event.target.value.trim()) onRename(event.target.value);
        }}
        onBlur={() => setName(scenario.name)}
      />

      <fieldset>
        <legend className="mb-2 text-sm font-semibold">{t("pricing.scenarios.changes")}</legend>
        <div className="grid gap-3 sm:grid-cols-2 sm:items-end">
          {SCENARIO_CHANGES.map((change) => (
            <NumberField
              key={change}
              label={t(`pricing.scenarios.change.${change}`)}
              value={scenario[change] ?? 0}
              min={SCENARIO_CHANGE.min}
              max={SCENARIO_CHANGE.max}
              error={t("pricing.scenarios.outOfRange")}
              onCommit={(pct) => onChange(change, pct)}
            />
          ))}
        </div>
        <p className="muted mt-2 text-xs">{t("pricing.scenarios.changeHint")}</p>
      </fieldset>

      {lines.length ? (
        <LineChanges scenario={scenario} lines={lines} onSet={onLineSet} onRemove={onLineRemove} />
      ) : null}

      {benefitTypes.length ? (
        <fieldset>
          <legend className="mb-1 text-sm font-semibold">{t("pricing.scenarios.paid")}</legend>
          <p className="muted mb-2 text-xs">{t("pricing.scenarios.paidHint")}</p>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {benefitTypes.map((type) => (
              <CheckboxField
                key={type}
                label={t(`calculator.benefit.types.${type}`)}
                checked={(scenario.paidBenefits ?? []).includes(type)}
                onChange={(event) => onPaid(type, event.target.checked)}
              />
            ))}
          </div>
        </fieldset>
      ) : null}
    </section>
  );
});
