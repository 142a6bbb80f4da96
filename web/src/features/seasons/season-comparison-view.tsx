import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { formatAmount, formatNumber, formatPercent } from "#core/cost-model/index";
import type { Calculator } from "#core/schemas/calculator";
import { Alert } from "../../components/alert";
import { Button } from "../../components/button";
import { ListSkeleton } from "../../components/skeleton";
import { ApiError } from "../../lib/api";
import { useUiLanguage } from "../../lib/i18n";
import { useErrorText } from "../../lib/use-error-text";
import { CalcIcon } from "../../components/calculator/calc-icons";
import { loadCalculatorSchema } from "../../lib/calculator-model/calculator-schema";
import { normalizeDocument } from "../../lib/calculator-model/normalize";
import {
  type ChangeStatus,
  type ComparedFigure,
  compareSeasons,
  type SeasonComparison,
} from "./season-comparison";
import { retrieveSeason } from "./seasons-api";
import "./season-comparison.css";

interface ViewProps {
  organizationId: string;
  previous: string;
  current: string;
  /** Season N as on screen (unsaved edits included). */
  doc: Calculator;
  onBack: () => void;
}

/** One row of a block: a figure of both seasons; `count` figures (members) are not money. */
interface Row {
  key: string;
  label: string;
  figure: ComparedFigure;
  count?: boolean;
  strong?: boolean;
}

interface Block {
  key: string;
  title: string;
  status?: ChangeStatus;
  rows: Row[];
}

/** Season N-1 beside season N (treasurer.md section 1): a table per block on wide screens and paper, stacked rows on a phone. */
export function SeasonComparisonView({ organizationId, previous, current, doc, onBack }: ViewProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const inputMembership = !!doc.context.inputMembership;
  const before = useQuery({
    queryKey: ["calculation", "season-document", organizationId, previous],
    queryFn: async () => {
      const [raw, schema] = await Promise.all([
        retrieveSeason(organizationId, previous),
        loadCalculatorSchema(),
      ]);
      return normalizeDocument(schema, raw, organizationId, inputMembership);
    },
    staleTime: 60_000,
    retry: false,
  });
  const comparison = useMemo(
    () => (before.data ? compareSeasons(before.data, doc) : null),
    [before.data, doc],
  );
  // An earlier season without a calculator answers 400 error_season_unknown: nothing to compare with.
  const none = before.error instanceof ApiError && before.error.message === "error_season_unknown";

  return (
    <section id="season-comparison" aria-labelledby="season-comparison-title" className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="season-comparison-title" className="text-xl font-semibold">
            {t("seasons.comparison.title", { previous, current })}
          </h2>
          <p className="muted mt-1 max-w-prose text-sm">
            {t("seasons.comparison.intro", { previous, current })}
          </p>
        </div>
        <div className="flex flex-wrap gap-2 print:hidden">
          <Button variant="secondary" onClick={onBack}>
            {t("seasons.comparison.back")}
          </Button>
          {comparison ? (
            <Button variant="secondary" onClick={() => window.print()}>
              <CalcIcon name="printer" className="size-4" />
              {t("seasons.comparison.print")}
            </Button>
          ) : null}
        </div>
      </div>
      {before.isPending ? (
        <ListSkeleton label={t("common.loading")} rows={6} />
      ) : none ? (
        <Alert tone="info">{t("seasons.comparison.noPrevious", { season: previous, current })}</Alert>
      ) : before.isError ? (
        <Alert tone="error">{errorText(before.error)}</Alert>
      ) : comparison ? (
        <ComparisonBlocks
          comparison={comparison}
          previous={previous}
          current={current}
          currency={doc.currency}
        />
      ) : null}
    </section>
  );
}

function useBlocks(comparison: SeasonComparison): Block[] {
  const { t } = useTranslation();
  return useMemo(() => {
    const blocks: Block[] = [
      {
        key: "totals",
        title: t("seasons.comparison.sections.totals"),
        rows: comparison.totals.map((total) => ({
          key: total.key,
          label: t(`seasons.comparison.totals.${total.key}`),
          figure: total,
          count: total.key === "members",
          strong: total.key === "result",
        })),
      },
    ];
    for (const category of comparison.categories) {
      const lines = (list: typeof category.fees, kind: "fee" | "subsidy") =>
        list.map((line) => ({
          key: line.key,
          label: t(`seasons.comparison.category.${kind}`, { name: line.name }),
          figure: line,
        }));
      blocks.push({
        key: category.key,
        title: category.group ? `${category.group} – ${category.name}` : category.name,
        status: category.status,
        rows: [
          {
            key: `${category.key}:price`,
            label: t("seasons.comparison.category.price"),
            figure: category.price,
            strong: true,
          },
          {
            key: `${category.key}:realCost`,
            label: t("seasons.comparison.category.realCost"),
            figure: category.realCost,
          },
          {
            key: `${category.key}:members`,
            label: t("seasons.comparison.category.members"),
            figure: category.members,
            count: true,
          },
          ...lines(category.fees, "fee"),
          ...lines(category.subsidies, "subsidy"),
        ],
      });
    }
    for (const section of comparison.sections) {
      if (section.lines.length === 0) continue;
      blocks.push({
        key: section.key,
        title: t(`calculator.sections.${section.key}`),
        rows: section.lines.map((line) => ({ key: line.key, label: line.name, figure: line })),
      });
    }
    return blocks;
  }, [comparison, t]);
}

function ComparisonBlocks({
  comparison,
  previous,
  current,
  currency,
}: {
  comparison: SeasonComparison;
  previous: string;
  current: string;
  currency: string;
}) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const blocks = useBlocks(comparison);
  const { counts } = comparison;
  const anyDifference = counts.changed + counts.added + counts.removed > 0;
  const value = (row: Row, amount: number | null) =>
    amount === null
      ? "–"
      : row.count
        ? formatNumber(amount, language)
        : formatAmount(amount, language, currency);
  const signed = (text: string, amount: number) => (amount > 0 ? `+${text}` : text);
  const change = (row: Row) => {
    const { figure } = row;
    if (figure.status === "added") return <StatusBadge status="added" />;
    if (figure.status === "removed") return <StatusBadge status="removed" />;
    return signed(value(row, figure.change), figure.change ?? 0);
  };
  const percent = (figure: ComparedFigure) =>
    figure.changePct === null
      ? "–"
      : signed(
          formatPercent(figure.changePct / 100, language, { maximumFractionDigits: 1 }),
          figure.changePct,
        );

  return (
    <div className="space-y-4">
      <p className="text-sm font-medium" role="status" data-testid="season-comparison-summary">
        {anyDifference
          ? (["changed", "added", "removed"] as const)
              .filter((status) => counts[status] > 0)
              .map((status) => t(`seasons.comparison.counts.${status}`, { count: counts[status] }))
              .join(" · ")
          : t("seasons.comparison.noDifference")}
      </p>
      {blocks.map((block) => (
        <section
          key={block.key}
          className="surface season-compare-block p-4"
          aria-label={block.title}
          data-testid={`season-block-${block.key}`}
        >
          <h3 className="mb-2 flex flex-wrap items-center gap-2 font-semibold">
            <span className="min-w-0 break-words">{block.title}</span>
            {block.status === "added" || block.status === "removed" ? (
              <StatusBadge status={block.status} />
            ) : null}
          </h3>
          {/* Wide screens and paper: a table; a phone: the same rows stacked (no sideways scroll). */}
          <table className="season-compare-table hidden w-full text-sm md:table print:table">
            <thead>
              <tr className="border-b border-slate-200 text-slate-600 dark:border-slate-700 dark:text-slate-400">
                <th scope="col" className="py-1.5 pr-2 text-left font-normal">
                  {t("seasons.comparison.figure")}
                </th>
                <th scope="col" className="w-32 px-2 py-1.5 text-right font-medium">
                  {previous}
                </th>
                <th scope="col" className="w-32 px-2 py-1.5 text-right font-medium">
                  {current}
                </th>
                <th scope="col" className="w-32 px-2 py-1.5 text-right font-normal">
                  {t("seasons.comparison.change")}
                </th>
                <th scope="col" className="w-28 py-1.5 pl-2 text-right font-normal">
                  {t("seasons.comparison.changePct")}
                </th>
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row) => (
                <tr
                  key={row.key}
                  className={`border-b border-slate-100 last:border-0 dark:border-slate-800 ${row.strong ? "font-semibold" : ""}`}
                  data-status={row.figure.status}
                >
                  <th
                    scope="row"
                    className={`py-1.5 pr-2 text-left break-words ${row.strong ? "font-semibold" : "font-normal"}`}
                  >
                    {row.label}
                  </th>
                  <td className="px-2 py-1.5 text-right tabular-nums">{value(row, row.figure.previous)}</td>
                  <td className="px-2 py-1.5 text-right tabular-nums">{value(row, row.figure.current)}</td>
                  <td className={`px-2 py-1.5 text-right tabular-nums ${changeTone(row.figure)}`}>
                    {change(row)}
                  </td>
                  <td className={`py-1.5 pl-2 text-right tabular-nums ${changeTone(row.figure)}`}>
                    {percent(row.figure)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className="md:hidden print:hidden">
            <p className="muted text-xs" aria-hidden>
              {previous} → {current}
            </p>
            <ul className="divide-y divide-slate-100 text-sm dark:divide-slate-800">
              {block.rows.map((row) => (
                <li key={row.key} className="py-2" data-status={row.figure.status}>
                  <div className="flex items-baseline justify-between gap-3">
                    <span className={`min-w-0 break-words ${row.strong ? "font-semibold" : ""}`}>
                      {row.label}
                    </span>
                    <span className={`shrink-0 text-right tabular-nums ${changeTone(row.figure)}`}>
                      <span className="sr-only">{t("seasons.comparison.change")} </span>
                      {change(row)}
                      {row.figure.changePct !== null && row.figure.status === "changed"
                        ? ` · ${percent(row.figure)}`
                        : null}
                    </span>
                  </div>
                  <p className="muted mt-0.5 text-xs tabular-nums">
                    <span className="sr-only">{previous} </span>
                    {value(row, row.figure.previous)} → <span className="sr-only">{current} </span>
                    {value(row, row.figure.current)}
                  </p>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ))}
    </div>
  );
}

/** A change is not good or bad in itself (a fee up, a price up): it is only set apart from the unchanged rows. */
function changeTone(figure: ComparedFigure): string {
  return figure.status === "same" ? "text-slate-500 dark:text-slate-400" : "font-medium";
}

function StatusBadge({ status }: { status: "added" | "removed" }) {
  const { t } = useTranslation();
  const look =
    status === "added"
      ? "bg-brand-tint text-link"
      : "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300";
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium ${look}`}>
      {t(`seasons.comparison.${status}`)}
    </span>
  );
}
