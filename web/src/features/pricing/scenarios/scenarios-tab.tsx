import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { evaluateCalculator, formatAmount } from "#core/cost-model/index";
import { Button } from "../../../components/button";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { EmptyState } from "../../../components/empty-state";
import { Icon } from "../../../components/icons";
import { useUiLanguage } from "../../../lib/i18n";
import { withClientIds } from "../../../lib/calculator-model/client-ids";
import type { CalculatorTabProps } from "../../../lib/calculator-model/tab-contracts";
import { comparisonRows } from "./comparison-rows";
import { GrantPicker } from "./grant-picker";
import {
  type LineChoice,
  lineChoices,
  withLineScenario,
  withScenarioLine,
  withoutScenarioLine,
} from "./line-edits";
import { resultTone } from "../../../lib/calculator-model/result-tone";
import { ScenarioCard } from "./scenario-card";
import { ScenarioChart } from "./scenario-chart";
import { ScenarioComparison } from "./scenario-comparison";
import {
  benefitTypesPresent,
  canAddScenario,
  presetsFor,
  type ScenarioPreset,
  scenariosOf,
  withNewScenario,
  withoutScenario,
  withPaidBenefit,
  withScenarioChange,
  withScenarioName,
} from "./scenario-edits";

/**
 * The Scenarios tab (issue 28, decision 149): what-ifs kept in the document, each beside today. A
 * quick scenario is one click ("what if the town cuts 30 % of its grant": tab, quick scenario, read).
 */
export function ScenariosTab({ calculator, onChange }: CalculatorTabProps) {
  const { t } = useTranslation();
  const lang = useUiLanguage();
  const currency = calculator.currency || "EUR";
  const amount = (value: number) => formatAmount(value, lang, currency);
  const evaluation = useMemo(() => evaluateCalculator(calculator), [calculator]);
  const scenarios = scenariosOf(calculator);
  const benefitTypes = benefitTypesPresent(calculator);
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const [pickingGrant, setPickingGrant] = useState(false);
  // A line added since the last save has no id yet: the choices come from the document with ids, which
  // becomes the edited one when a line is named (decision 230).
  const named = useMemo(() => withClientIds(calculator), [calculator]);
  const lines = useMemo(() => lineChoices(named), [named]);
  const grants = useMemo(() => lineChoices(named, true), [named]);
  const cards = useRef(new Map<string, HTMLElement>());

  // A new scenario is brought into view and focused, its result first: the answer is on screen.
  useEffect(() => {
    if (!added) return;
    const card = cards.current.get(added);
    if (!card) return;
    card.scrollIntoView({ block: "start", behavior: "smooth" });
    card.focus({ preventScroll: true });
    setAdded(null);
  }, [added, scenarios.length]);

  if (evaluation.categories.length === 0) {
    return (
      <EmptyState icon="calculator" title={t("resell.emptyTitle")}>
        {t("resell.emptyText")}
      </EmptyState>
    );
  }

  const add = (preset?: ScenarioPreset) => {
    const name = preset
      ? t(`pricing.scenarios.preset.${preset.key}`)
      : t("pricing.scenarios.newName", { n: scenarios.length + 1 });
    const next = withNewScenario(calculator, name, preset);
    if (!next.id) return;
    onChange(next.calc);
    setAdded(next.id);
  };
  // "Town grant -30 %": the grant picked is cut alone, the prices and the other subsidies kept.
  const addGrantCut = (grant: LineChoice) => {
    const next = withLineScenario(
      named,
      t("pricing.scenarios.grantPicker.name", { line: grant.name }),
      grant.id,
      -30,
    );
    setPickingGrant(false);
    if (!next.id) return;
    onChange(next.calc);
    setAdded(next.id);
  };
  const full = !canAddScenario(calculator);
  const names = scenarios.map((s) => s.name);
  const ids = scenarios.map((s) => s.id);

  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-lg font-semibold">{t("pricing.scenarios.heading")}</h2>
        <p className="muted text-sm">{t("pricing.scenarios.intro")}</p>
      </div>

      <section className="surface space-y-3 p-4 sm:p-5" aria-labelledby="scenario-presets-heading">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 id="scenario-presets-heading" className="font-semibold">
            {t("pricing.scenarios.presets")}
          </h3>
          <p className="text-sm">
            <span className="muted">{t("pricing.scenarios.today")} · </span>
            <span
              className={`font-semibold tabular-nums ${resultTone(evaluation.totals.result)}`}
              data-testid="scenario-today-result"
            >
              {t("pricing.scenarios.result")} {amount(evaluation.totals.result)}
            </span>
          </p>
        </div>
        <p className="muted text-sm">{t("pricing.scenarios.presetsHint")}</p>
        <div className="flex flex-wrap gap-2">
          {presetsFor(calculator).map((preset) => (
            <Button key={preset.key} variant="secondary" disabled={full} onClick={() => add(preset)}>
              {t(`pricing.scenarios.preset.${preset.key}`)}
            </Button>
          ))}
          {grants.length ? (
            <Button
              variant="secondary"
              disabled={full}
              onClick={() => setPickingGrant(true)}
              aria-haspopup="dialog"
            >
              {t("pricing.scenarios.preset.townGrant")}
            </Button>
          ) : null}
          <Button disabled={full} onClick={() => add()}>
            <Icon name="plus" className="size-4" />
            {t("pricing.scenarios.add")}
          </Button>
        </div>
        {full ? (
          <p className="text-sm text-amber-800 dark:text-amber-300">{t("pricing.scenarios.full")}</p>
        ) : null}
      </section>

      {scenarios.length === 0 ? (
        <EmptyState icon="chart" title={t("pricing.scenarios.emptyTitle")}>
          {t("pricing.scenarios.emptyText")}
        </EmptyState>
      ) : (
        <>
          <div className="grid gap-4 lg:grid-cols-2">
            {scenarios.map((scenario) => (
              <ScenarioCard
                key={scenario.id}
                ref={(element) => {
                  if (element) cards.current.set(scenario.id, element);
                  else cards.current.delete(scenario.id);
                }}
                scenario={scenario}
                figures={evaluation.scenarios.find((s) => s.id === scenario.id)}
                todayResult={evaluation.totals.result}
                benefitTypes={benefitTypes}
                lang={lang}
                currency={currency}
                onRename={(name) => onChange(withScenarioName(calculator, scenario.id, name))}
                onChange={(change, pct) => onChange(withScenarioChange(calculator, scenario.id, change, pct))}
                onPaid={(type, paid) => onChange(withPaidBenefit(calculator, scenario.id, type, paid))}
                onDelete={() => setDeleting({ id: scenario.id, name: scenario.name })}
                lines={lines}
                onLineSet={(lineId, pct) => onChange(withScenarioLine(named, scenario.id, lineId, pct))}
                onLineRemove={(lineId) => onChange(withoutScenarioLine(calculator, scenario.id, lineId))}
              />
            ))}
          </div>
          <ScenarioComparison
            rows={comparisonRows(evaluation)}
            names={names}
            ids={ids}
            lang={lang}
            currency={currency}
          />
          <ScenarioChart
            names={[t("pricing.scenarios.today"), ...names]}
            results={[evaluation.totals.result, ...evaluation.scenarios.map((s) => s.totals.result)]}
            lang={lang}
            currency={currency}
          />
        </>
      )}

      <GrantPicker
        open={pickingGrant}
        onOpenChange={setPickingGrant}
        grants={grants}
        lang={lang}
        currency={currency}
        onPick={addGrantCut}
      />

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? null : setDeleting(null))}
        title={t("pricing.scenarios.deleteTitle", { name: deleting?.name ?? "" })}
        confirmLabel={t("pricing.scenarios.delete")}
        onConfirm={async () => {
          if (deleting) onChange(withoutScenario(calculator, deleting.id));
          setDeleting(null);
        }}
      >
        <p>{t("pricing.scenarios.deleteText")}</p>
      </ConfirmDialog>
    </div>
  );
}
