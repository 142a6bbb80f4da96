import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { cerfaBudget, cerfaCsv, type CerfaRow } from "#core/cerfa";
import { computeCalculator } from "#core/cost-model/index";
import type { ReferenceRate } from "#core/reference-rates";
import type { Calculator } from "#core/schemas/calculator";
import { Button } from "../../components/button";
import { AppDialog } from "../../components/dialog";
import { api } from "../../lib/api";
import { methodKey } from "../../lib/calculator-model/rate-texts";
import { downloadCsv } from "../../lib/csv-export";
import { useFlag } from "../../lib/flags";
import { formatAmount, formatDay } from "../../lib/format";
import { showToast } from "../../lib/toasts";
import "./cerfa-print.css";

interface CerfaDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  doc: Calculator;
  /** The season on screen: the CSV's and the pack's names and the pack's title carry it. */
  season: string;
  clubName: string;
  /** The club: the pack prints its season's actuals beside the budget. */
  organizationId?: string;
}

/**
 * The Cerfa 12156 budget page (issue 29, treasurer.md section 5) of the document on screen: charges
 * left, products right, the contributions in kind below (86 = 87 = BK), the sentences that say how
 * they are valued (the season's reference rates), printable; the CSV is built in the browser by the
 * same core function as GET calculation/export/cerfa, so unsaved edits are in it too.
 */
export function CerfaDialog({ open, onOpenChange, doc, season, clubName, organizationId }: CerfaDialogProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language.startsWith("en") ? "en" : "fr";
  const budget = cerfaBudget(doc, language, computeCalculator(doc));
  const money = (value: number) => formatAmount(value, language, doc.currency);
  const [building, setBuilding] = useState(false);
  // The pack's charts follow the statistics tab's (the bars per category with the extra-stats flag).
  const extraStats = useFlag("extra-stats");

  const downloadFile = () => downloadCsv(`cerfa-12156-${season}.csv`, cerfaCsv(cerfaBudget(doc, "fr").rows));
  const print = () => {
    const root = document.documentElement;
    root.classList.add("cerfa-printing");
    window.addEventListener("afterprint", () => root.classList.remove("cerfa-printing"), { once: true });
    window.print();
  };
  const pack = async () => {
    setBuilding(true);
    try {
      const { downloadMeetingPack } = await import("./pack-download");
      await downloadMeetingPack(doc, season, clubName, t, i18n.language, extraStats, organizationId);
    } catch {
      showToast(t("calculator.exports.packFailed"), "error");
    } finally {
      setBuilding(false);
    }
  };

  return (
    <AppDialog open={open} onOpenChange={onOpenChange} title={t("calculator.exports.title")} size="lg">
      <div id="cerfa-budget" className="flex flex-col gap-5 text-sm">
        <p className="text-slate-600 dark:text-slate-400">
          <span className="hidden print:inline">{clubName} · </span>
          {t("calculator.exports.intro")}
        </p>
        <div className="grid gap-4 md:grid-cols-2 print:grid-cols-2">
          <RowsTable
            caption={t("calculator.exports.charges")}
            rows={budget.charges}
            total={budget.totalCharges}
            money={money}
          />
          <RowsTable
            caption={t("calculator.exports.products")}
            rows={budget.products}
            total={budget.totalProducts}
            money={money}
            detail="756"
          />
        </div>
        <p
          className="flex justify-between rounded-md bg-slate-50 px-3 py-2 font-medium dark:bg-slate-800/60"
          data-testid="cerfa-result"
        >
          <span>{t("calculator.exports.result")}</span>
          <span className="tabular-nums">{money(budget.result)}</span>
        </p>
        <section aria-labelledby="cerfa-in-kind">
          <h3 id="cerfa-in-kind" className="mb-2 font-semibold">
            {t("calculator.exports.inKind")}
          </h3>
          <div className="grid gap-4 md:grid-cols-2 print:grid-cols-2">
            <RowsTable
              caption={t("calculator.exports.uses")}
              rows={budget.inKindUses}
              total={budget.total86}
              money={money}
            />
            <RowsTable
              caption={t("calculator.exports.sources")}
              rows={budget.inKindSources}
              total={budget.total87}
              money={money}
            />
          </div>
        </section>
        <MethodSentences doc={doc} />
        <div className="flex flex-wrap justify-end gap-2 print:hidden">
          <Button variant="secondary" onClick={print}>
            {t("calculator.exports.print")}
          </Button>
          <Button variant="secondary" onClick={() => void pack()} disabled={building}>
            {building ? t("calculator.exports.packBuilding") : t("calculator.exports.downloadPack")}
          </Button>
          <Button onClick={downloadFile}>{t("calculator.exports.downloadCsv")}</Button>
        </div>
      </div>
    </AppDialog>
  );
}

function RowsTable({
  caption,
  rows,
  total,
  money,
  detail,
}: {
  caption: string;
  rows: CerfaRow[];
  total: CerfaRow;
  money: (n: number) => string;
  detail?: string;
}) {
  const { t } = useTranslation();
  return (
    <table className="w-full border-collapse text-left">
      <caption className="mb-1 text-left font-semibold">{caption}</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">{t("calculator.exports.account")}</th>
          <th scope="col">{t("calculator.exports.label")}</th>
          <th scope="col">{t("calculator.exports.amount")}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr
            key={row.account}
            className={`border-b border-slate-100 dark:border-slate-800 ${row.account === detail ? "italic text-slate-600 dark:text-slate-400" : ""}`}
            data-account={row.account}
          >
            <td className="w-12 py-1 pr-2 tabular-nums text-slate-600 dark:text-slate-400">{row.account}</td>
            <td className="py-1 pr-2">{row.label}</td>
            <td className="py-1 text-right tabular-nums">{money(row.amount)}</td>
          </tr>
        ))}
        <tr className="font-semibold" data-account={total.account}>
          <td className="py-1 pr-2 tabular-nums">{total.account}</td>
          <td className="py-1 pr-2">{total.label}</td>
          <td className="py-1 text-right tabular-nums">{money(total.amount)}</td>
        </tr>
      </tbody>
    </table>
  );
}

interface RatesAnswer {
  season: string;
  rates: ReferenceRate[];
}

/** The method sentence of each kind of contribution the club values (calculator.rates.method.*), from the season's reference rates. */
function MethodSentences({ doc }: { doc: Calculator }) {
  const { t, i18n } = useTranslation();
  const { data } = useQuery({
    // The benefit dialog's query: one fetch for both.
    queryKey: ["reference-rates", doc.organizationId],
    queryFn: () =>
      api.get<RatesAnswer>(`/reference/rates?organizationId=${encodeURIComponent(doc.organizationId)}`),
    staleTime: 10 * 60_000,
  });
  const types = new Set(doc.benefits.map((b) => b.benefitType));
  const money = (value: number) => formatAmount(value, i18n.language);
  const smic = data?.rates.find((r) => r.code === "SMIC");
  // Volunteer time first (always: it is what the form's annex asks about), then the free equipment and civic service the club values.
  const shownCodes = (["FMP", "GYM", "GRD", "CIS"] as const).filter(
    (code) => code === "FMP" || types.has(code),
  );
  const sentences = shownCodes
    .flatMap((code) => data?.rates.filter((rate) => rate.code === code) ?? [])
    .map((rate) =>
      t(`calculator.rates.method.${methodKey(rate)}`, {
        type: t(`calculator.benefit.types.${rate.code}`),
        rate: money(rate.value),
        smic: smic ? money(smic.value) : "",
        smicDate: smic ? formatDay(smic.validFrom, i18n.language) : "",
        coefficient: data?.rates.find((r) => r.code === "EMPLOYER_CHARGES")?.value ?? 0,
      }),
    );
  return (
    <section
      aria-labelledby="cerfa-method"
      className="rounded-md bg-slate-50 p-3 text-xs text-slate-700 dark:bg-slate-800/60 dark:text-slate-300"
    >
      <h3 id="cerfa-method" className="mb-1 font-semibold">
        {t("calculator.exports.methodTitle")}
      </h3>
      {data ? (
        sentences.map((sentence) => (
          <p key={sentence} className="mt-1" data-testid="cerfa-method">
            {sentence}
          </p>
        ))
      ) : (
        <p>{t("calculator.exports.methodLoading")}</p>
      )}
    </section>
  );
}
