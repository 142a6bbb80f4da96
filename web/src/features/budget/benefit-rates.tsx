import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { rateCodeOfBenefit, type ReferenceRate } from "#core/reference-rates";
import {
  BENEFIT_TYPES,
  defaultBenefitRate,
  type BenefitCode,
  type BenefitType,
} from "#core/schemas/calculator-basics";
import { api } from "../../lib/api";
import { formatAmount, formatDay } from "../../lib/format";
import { useEditor } from "./editor-context";
import { methodKey, rateSource } from "../../lib/calculator-model/rate-texts";

/**
 * The reference rates beside each default of the benefit dialog (treasurer.md section 4,
 * docs/decisions/138): the rate a new line takes, its source and date, and the method sentence a
 * treasurer pastes in the annex of a subsidy file. Lines already saved keep their rates.
 */

/** Subsidised jobs are cash grants (docs/decisions/139): they are entered as subsidies, not offered here. */
export const OFFERED_BENEFIT_TYPES = BENEFIT_TYPES.filter((type) => type !== "SJB");

interface RatesAnswer {
  season: string;
  rates: ReferenceRate[];
}

/** The current season's rates for this calculator's organization (its federation's own where it set some). */
function useReferenceRates() {
  const { doc } = useEditor();
  const organizationId = doc.organizationId;
  return useQuery({
    queryKey: ["reference-rates", organizationId],
    queryFn: () =>
      api.get<RatesAnswer>(`/reference/rates?organizationId=${encodeURIComponent(organizationId)}`),
    staleTime: 10 * 60_000,
  });
}

/** The default hourly rate of a new line: the reference rate, or the built-in one while they load (or if the call failed). */
export function useDefaultRate() {
  const { data } = useReferenceRates();
  return (type: BenefitType, code?: BenefitCode | null): number | null => {
    const rateCode = rateCodeOfBenefit(type, code);
    const rate = rateCode ? data?.rates.find((r) => r.code === rateCode) : undefined;
    return rate ? rate.value : defaultBenefitRate(type, code);
  };
}

/** Where the subsidised jobs went: said under the type list. */
export function SubsidisedJobsHint() {
  const { t } = useTranslation();
  return (
    <p className="text-xs text-slate-600 dark:text-slate-400 sm:col-span-2">
      {t("calculator.rates.subsidisedJobs")}
    </p>
  );
}

/** Source, date and the annex sentence of the default rate of the chosen type. */
export function RateSourceNote({ type, code }: { type: BenefitType | ""; code: BenefitCode | "" }) {
  const { t, i18n } = useTranslation();
  const { data } = useReferenceRates();
  const [copied, setCopied] = useState(false);
  if (!type) return null;
  const rateCode = rateCodeOfBenefit(type, code || null);
  const rate = rateCode ? data?.rates.find((r) => r.code === rateCode) : undefined;
  if (!rate || !data) return null;
  // A rate's first day, in the interface's language (decision 154), never shown as 2024-09-01.
  const date = (day: string) => formatDay(day, i18n.language);
  const money = (value: number) => formatAmount(value, i18n.language);
  const smic = data.rates.find((r) => r.code === "SMIC");
  const values = {
    type: t(`calculator.benefit.types.${type}`),
    rate: money(rate.value),
    // The source in the interface's language where it was given in both (issue 38.11).
    source: rateSource(rate, i18n.language),
    date: date(rate.validFrom),
    season: data.season,
    smic: smic ? money(smic.value) : "",
    smicDate: smic ? date(smic.validFrom) : "",
    coefficient: data.rates.find((r) => r.code === "EMPLOYER_CHARGES")?.value ?? 0,
  };
  const method = [
    t(`calculator.rates.method.${methodKey(rate)}`, values),
    rate.federation ? t("calculator.rates.federation", values) : "",
  ]
    .filter(Boolean)
    .join(" ");
  const copy = () => {
    void navigator.clipboard?.writeText(method).then(() => setCopied(true));
  };
  return (
    <div
      className="rounded-md bg-slate-50 p-3 text-xs text-slate-700 dark:bg-slate-800/60 dark:text-slate-300 sm:col-span-2"
      data-testid="rate-source"
    >
      <p>
        {t("calculator.rates.sourceLine", values)}
        {rate.url ? (
          <>
            {" "}
            <a className="underline" href={rate.url} target="_blank" rel="noreferrer noopener">
              {t("calculator.rates.link")}
            </a>
          </>
        ) : null}
      </p>
      <p className="mt-2">
        <span className="font-medium">{t("calculator.rates.methodLabel")}</span>{" "}
        <span className="select-all">{method}</span>{" "}
        <button type="button" className="underline" onClick={copy}>
          {copied ? t("calculator.rates.copied") : t("calculator.rates.copy")}
        </button>
      </p>
    </div>
  );
}
