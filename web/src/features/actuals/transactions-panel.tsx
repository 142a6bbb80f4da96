import { useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatAmount } from "#core/cost-model/index";
import { Button } from "../../components/button";
import { inputClass } from "../../components/form-fields";
import type { UiLanguage } from "../../lib/i18n";
import { showToast } from "../../lib/toasts";
import { type ActualsList, assign, deleteTransactions } from "../../lib/actuals-api";
import { targetOf, type TargetOption, targetValue } from "./actuals-view";
import { TargetSelect } from "./target-select";

interface Props {
  organizationId: string;
  list: ActualsList;
  options: TargetOption[];
  lang: UiLanguage;
  currency: string;
  onChanged: () => void;
}

const labelClass = "mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200";

/**
 * The season's transactions: pick several, assign them to a line or memberships at once, and keep the
 * choice as a rule for the next imports ("remember"), or delete them. A table from 640 px, cards below.
 */
export function TransactionsPanel({ organizationId, list, options, lang, currency, onChanged }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [filter, setFilter] = useState<"all" | "unassigned">("all");
  const [target, setTarget] = useState("");
  const [remember, setRemember] = useState("");
  const [busy, setBusy] = useState(false);
  const shown = useMemo(
    () => list.transactions.filter((tx) => filter === "all" || !tx.target),
    [list.transactions, filter],
  );
  const optionLabel = new Map(options.map((o) => [o.value, o.label]));
  const amount = (value: number) => formatAmount(value, lang, currency);
  const date = (day: string) =>
    new Intl.DateTimeFormat(lang, {
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
      timeZone: "UTC",
    }).format(new Date(`${day}T00:00:00Z`));
  const toggle = (txId: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(txId)) next.delete(txId);
      else next.add(txId);
      return next;
    });
  const allShown = shown.length > 0 && shown.every((tx) => selected.has(tx.id));

  const run = async (work: () => Promise<string>) => {
    setBusy(true);
    try {
      showToast(await work(), "success");
      setSelected(new Set());
      setRemember("");
      onChanged();
    } catch {
      showToast(t("actuals.list.failed"), "error");
    } finally {
      setBusy(false);
    }
  };
  const assignSelected = () =>
    run(async () => {
      const ids = [...selected];
      const text = remember.trim();
      await assign(organizationId, ids, targetOf(target), text.length >= 2 && target ? text : undefined);
      return text.length >= 2 && target
        ? `${t("actuals.list.assigned", { count: ids.length })} ${t("actuals.list.ruleAdded", { text })}`
        : t("actuals.list.assigned", { count: ids.length });
    });
  const deleteSelected = () =>
    run(async () => {
      const { removed } = await deleteTransactions(organizationId, [...selected]);
      return t("actuals.list.deleted", { count: removed });
    });

  return (
    <section className="space-y-4" aria-labelledby={`${id}-heading`}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h3 id={`${id}-heading`} className="font-semibold">
          {t("actuals.list.heading")}{" "}
          <span className="muted text-sm font-normal">
            ({t("actuals.list.count", { count: list.transactions.length })})
          </span>
        </h3>
        <label className="flex items-center gap-2 text-sm">
          {t("actuals.list.filter")}
          <select
            className={`${inputClass} w-auto`}
            value={filter}
            onChange={(event) => setFilter(event.target.value as "all" | "unassigned")}
          >
            <option value="all">{t("actuals.list.filters.all")}</option>
            <option value="unassigned">{t("actuals.list.filters.unassigned")}</option>
          </select>
        </label>
      </div>

      <div className="surface grid gap-3 p-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <div>
          <label htmlFor={`${id}-target`} className={labelClass}>
            {t("actuals.list.assignTo")}
          </label>
          <TargetSelect id={`${id}-target`} value={target} options={options} onChange={setTarget} />
        </div>
        <div>
          <label htmlFor={`${id}-remember`} className={labelClass}>
            {t("actuals.list.remember")}
          </label>
          <input
            id={`${id}-remember`}
            className={inputClass}
            value={remember}
            maxLength={100}
            onChange={(event) => setRemember(event.target.value)}
            aria-describedby={`${id}-remember-hint`}
          />
          <p id={`${id}-remember-hint`} className="muted mt-1 text-xs">
            {t("actuals.list.rememberHint")}
          </p>
        </div>
        <div className="flex flex-wrap gap-2 sm:mb-5">
          <Button onClick={() => void assignSelected()} busy={busy} disabled={selected.size === 0}>
            {t("actuals.list.assign", { count: selected.size })}
          </Button>
          <Button
            variant="secondary"
            onClick={() => void deleteSelected()}
            disabled={selected.size === 0 || busy}
          >
            {t("actuals.list.delete", { count: selected.size })}
          </Button>
        </div>
      </div>

      {list.rules.length ? (
        <details className="text-sm">
          <summary className="cursor-pointer font-medium">
            {t("actuals.list.rules")} ({list.rules.length})
          </summary>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {list.rules.map((rule) => (
              <li key={rule.id}>
                {t("actuals.list.ruleRow", {
                  contains: rule.contains,
                  target: optionLabel.get(targetValue(rule.target)) ?? "—",
                })}
              </li>
            ))}
          </ul>
        </details>
      ) : null}

      <table className="w-full text-sm max-sm:block">
        <thead className="max-sm:sr-only">
          <tr className="border-b border-slate-200 text-left dark:border-slate-700">
            <th className="w-8 py-2">
              <input
                type="checkbox"
                className="size-4 accent-brand"
                aria-label={t("actuals.list.selectAll")}
                checked={allShown}
                onChange={() => setSelected(allShown ? new Set() : new Set(shown.map((tx) => tx.id)))}
              />
            </th>
            <th className="py-2">{t("actuals.list.date")}</th>
            <th className="py-2">{t("actuals.list.label")}</th>
            <th className="py-2 text-right">{t("actuals.list.amount")}</th>
            <th className="py-2 pl-3">{t("actuals.list.target")}</th>
          </tr>
        </thead>
        <tbody className="max-sm:block max-sm:space-y-2">
          {shown.map((tx) => (
            <tr
              key={tx.id}
              className="border-b border-slate-100 dark:border-slate-800 max-sm:grid max-sm:grid-cols-[auto_1fr_auto] max-sm:gap-x-2 max-sm:rounded-xl max-sm:border max-sm:p-2"
              data-testid="actuals-row"
            >
              <td className="py-2 align-top">
                <input
                  type="checkbox"
                  className="size-4 accent-brand"
                  aria-label={t("actuals.list.select", { label: tx.label })}
                  checked={selected.has(tx.id)}
                  onChange={() => toggle(tx.id)}
                />
              </td>
              <td className="py-2 align-top tabular-nums whitespace-nowrap max-sm:col-start-2">
                {date(tx.date)}
              </td>
              <td className="py-2 align-top break-words max-sm:col-span-3 max-sm:col-start-2 max-sm:row-start-2">
                {tx.label}
              </td>
              <td
                className={`py-2 text-right align-top tabular-nums whitespace-nowrap max-sm:col-start-3 max-sm:row-start-1 ${tx.amount < 0 ? "text-red-700 dark:text-red-300" : ""}`}
              >
                {amount(tx.amount)}
              </td>
              <td className="py-2 pl-3 align-top max-sm:col-span-3 max-sm:col-start-2 max-sm:pl-0">
                {tx.target ? (
                  (optionLabel.get(targetValue(tx.target)) ?? "—")
                ) : (
                  <span className="muted">{t("actuals.list.none")}</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
