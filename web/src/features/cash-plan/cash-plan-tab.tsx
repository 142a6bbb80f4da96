import { useQuery } from "@tanstack/react-query";
import { useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatAmount } from "#core/cost-model/index";
import { CALCULATOR_LIMITS } from "#core/schemas/calculator-basics";
import { seasonOf } from "#core/season";
import { useUiLanguage } from "../../lib/i18n";
import { actualsListKey, getActuals } from "../../lib/season-actuals";
import { PRESET_NAMES, SCHEDULE_PRESETS, type PresetName } from "../../lib/calculator-model/schedule-choices";
import { NumberField } from "../../components/calculator/number-field";
import type { CalculatorTabProps } from "../../lib/calculator-model/tab-contracts";
import { CashPlanChart } from "./cash-plan-chart";
import { CashPlanTable } from "./cash-plan-table";
import {
  floorStatement,
  type MembershipWhatIf,
  monthLabel,
  planActuals,
  shownPlan,
  withMembershipsSchedule,
} from "../../lib/calculator-model/cash-plan-view";

/** What-ifs on the memberships' schedule offered beside "as set": the common ways clubs take them. */
const WHAT_IFS: readonly ("september" | "monthly" | PresetName)[] = ["september", ...PRESET_NAMES, "monthly"];
type WhatIfName = "asSet" | (typeof WHAT_IFS)[number];

function whatIfOf(name: WhatIfName): MembershipWhatIf {
  if (name === "asSet") return { kind: "asSet" };
  if (name === "september") return { kind: "schedule", schedule: { months: [9] } };
  if (name === "monthly") return { kind: "schedule", schedule: "monthly" };
  return { kind: "schedule", schedule: { months: [...SCHEDULE_PRESETS[name]] } };
}

const labelClass = "mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200";
const selectClass =
  "h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100";

/**
 * The Cash plan tab (season-money.md section 5, issue 43): will the club still have money in June?
 * The opening balance and the floor are kept in the document; the scenario and the memberships' what-if
 * only change what is shown, until "keep" writes the what-if on every category. The season's bank
 * transactions are fetched once (the Actuals tab's query, refreshed when it changes them), so editing
 * recomputes the plan at once; until they come, or if they cannot, the plan is the schedules'.
 */
export function CashPlanTab({ calculator, onChange, season, club }: CalculatorTabProps) {
  const { t } = useTranslation();
  const id = useId();
  const lang = useUiLanguage();
  const currency = calculator.currency || "EUR";
  const amount = (value: number) => formatAmount(value, lang, currency);
  const shownSeason = season ?? seasonOf(new Date());
  const [scenarioId, setScenarioId] = useState<string | null>(null);
  const [whatIfName, setWhatIfName] = useState<WhatIfName>("asSet");
  const whatIf = whatIfOf(whatIfName);
  const list = useQuery({
    queryKey: actualsListKey(club.id, shownSeason),
    queryFn: () => getActuals(club.id, shownSeason),
  });
  const transactions = list.data?.transactions;
  const actuals = useMemo(
    () => (transactions ? planActuals(transactions, new Date()) : undefined),
    [transactions],
  );
  const plan = useMemo(
    () => shownPlan(calculator, shownSeason, scenarioId, whatIfOf(whatIfName), actuals),
    [calculator, shownSeason, scenarioId, whatIfName, actuals],
  );
  const statement = floorStatement(plan);
  const settings = {
    openingBalance: calculator.cashPlan?.openingBalance ?? 0,
    floor: calculator.cashPlan?.floor ?? 0,
  };
  const setSetting = (key: "openingBalance" | "floor", value: number) =>
    onChange({ ...calculator, cashPlan: { ...settings, [key]: value } });
  const scenarios = calculator.scenarios ?? [];
  const lowestMonth = monthLabel(statement.month, lang, true);

  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-lg font-semibold print:hidden">{t("calculator.cashPlan.heading")}</h2>
        <p className="muted max-w-prose text-sm">{t("calculator.cashPlan.intro")}</p>
      </div>

      <section
        className="surface grid gap-4 p-4 sm:grid-cols-2 sm:p-5"
        aria-label={t("calculator.cashPlan.settings")}
      >
        <NumberField
          label={t("calculator.cashPlan.openingBalance")}
          value={settings.openingBalance}
          min={-CALCULATOR_LIMITS.amount}
          max={CALCULATOR_LIMITS.amount}
          error={t("calculator.cashPlan.amountError")}
          onCommit={(value) => setSetting("openingBalance", value)}
        />
        <NumberField
          label={t("calculator.cashPlan.floor")}
          value={settings.floor}
          min={-CALCULATOR_LIMITS.amount}
          max={CALCULATOR_LIMITS.amount}
          error={t("calculator.cashPlan.amountError")}
          hint={t("calculator.cashPlan.floorHint")}
          onCommit={(value) => setSetting("floor", value)}
        />
        <div>
          <label htmlFor={`${id}-plan`} className={labelClass}>
            {t("calculator.cashPlan.plan")}
          </label>
          <select
            id={`${id}-plan`}
            className={selectClass}
            value={scenarioId ?? ""}
            onChange={(event) => setScenarioId(event.target.value || null)}
          >
            <option value="">{t("calculator.cashPlan.today")}</option>
            {scenarios.map((scenario) => (
              <option key={scenario.id} value={scenario.id}>
                {scenario.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-what-if`} className={labelClass}>
            {t("calculator.cashPlan.whatIf")}
          </label>
          <select
            id={`${id}-what-if`}
            className={selectClass}
            value={whatIfName}
            onChange={(event) => setWhatIfName(event.target.value as WhatIfName)}
          >
            <option value="asSet">{t("calculator.cashPlan.whatIfAsSet")}</option>
            {WHAT_IFS.map((name) => (
              <option key={name} value={name}>
                {t(`calculator.cashPlan.whatIfs.${name}`)}
              </option>
            ))}
          </select>
          {whatIf.kind === "schedule" ? (
            <button
              type="button"
              className="mt-2 text-sm font-medium text-link underline underline-offset-2"
              onClick={() => {
                onChange(withMembershipsSchedule(calculator, whatIf));
                setWhatIfName("asSet");
              }}
            >
              {t("calculator.cashPlan.keep")}
            </button>
          ) : null}
        </div>
      </section>

      <p
        className={`surface p-4 text-base font-medium sm:p-5 ${statement.gap < 0 ? "text-red-800 dark:text-red-300" : ""}`}
        data-testid="cash-plan-sentence"
        role="status"
      >
        {statement.gap < 0
          ? t("calculator.cashPlan.lowestUnder", {
              balance: amount(statement.balance),
              month: lowestMonth,
              gap: amount(-statement.gap),
              count: statement.monthsUnder,
            })
          : t("calculator.cashPlan.lowestAbove", {
              balance: amount(statement.balance),
              month: lowestMonth,
              gap: amount(statement.gap),
            })}
      </p>

      <CashPlanChart plan={plan} lang={lang} currency={currency} />
      <CashPlanTable plan={plan} lang={lang} currency={currency} />
    </div>
  );
}
