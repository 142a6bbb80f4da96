import type { BenefitCode, BenefitType } from "./schemas/calculator-basics";
import { seasonBounds } from "./season";

/**
 * Reference rates that carry their date and source (treasurer.md section 4, docs/decisions/138).
 * National rows are dated (`validFrom`); a federation's own rows apply to one season of its clubs.
 * Pure: the API resolves the rows it reads, the web app shows them beside each default.
 */
export const RATE_CODES = ["SMIC", "EMPLOYER_CHARGES", "GYM", "GRD", "FMP", "DRT", "OCA", "CIS"] as const;
export type RateCode = (typeof RATE_CODES)[number];
/** The gross minimum wage is national law: a federation sets the others, not this one. */
export const FEDERATION_RATE_CODES = RATE_CODES.filter((code) => code !== "SMIC");

/**
 * How each default is derived; the web app turns it into the sentence a treasurer pastes in the annex
 * of a subsidy file (locales calculator.rates.method.*).
 * - statutory: a national legal value (the SMIC);
 * - setting: a coefficient the admin or a federation sets (employer charges on volunteer time);
 * - volunteer: ClubCost's flat volunteer-hour rate, given with its SMIC-based reference,
 *   SMIC x (1 + coefficient);
 * - local: no national rate exists (gym, pitch): ClubCost's default, the town's own valuation is better;
 * - civic: the state-paid part of a civic service volunteer; the club's own cash cost is a fee.
 */
export type RateMethod = "statutory" | "setting" | "volunteer" | "local" | "civic";
export const RATE_METHODS: Readonly<Record<RateCode, RateMethod>> = {
  SMIC: "statutory",
  EMPLOYER_CHARGES: "setting",
  GYM: "local",
  GRD: "local",
  FMP: "volunteer",
  DRT: "volunteer",
  OCA: "volunteer",
  CIS: "civic",
};
export const RATE_UNITS: Readonly<Record<RateCode, "EUR/h" | "ratio">> = {
  SMIC: "EUR/h",
  EMPLOYER_CHARGES: "ratio",
  GYM: "EUR/h",
  GRD: "EUR/h",
  FMP: "EUR/h",
  DRT: "EUR/h",
  OCA: "EUR/h",
  CIS: "EUR/h",
};
/** Upper bounds a typed value must respect (EUR per hour, or the coefficient). */
export const RATE_MAX: Readonly<Record<"EUR/h" | "ratio", number>> = { "EUR/h": 10_000, ratio: 10 };

export interface RateRow {
  code: RateCode;
  value: number;
  /** "YYYY-MM-DD": national rows; a federation's row starts with its season. */
  validFrom: string;
  source: string;
  url?: string | null;
  /** Set on a federation's own row: it applies to this season of its clubs only. */
  season?: string | null;
  federationId?: string | null;
  /** Order of entry: of two rows of the same day, the later one wins. */
  createdAt?: number;
}

export interface ReferenceRate {
  code: RateCode;
  value: number;
  unit: "EUR/h" | "ratio";
  validFrom: string;
  source: string;
  url?: string;
  method: RateMethod;
  /** True when the club's federation set this rate for the season. */
  federation?: boolean;
}

const newer = (a: RateRow, b: RateRow) => (a.validFrom !== b.validFrom ? a.validFrom > b.validFrom : (a.createdAt ?? 0) >= (b.createdAt ?? 0));

/**
 * The rates of a season: for each code, the federation's own row for that season when it has one,
 * else the newest national row in force on the season's last day, or on `today` when the season has
 * not ended (a value announced for later is not shown before its date).
 */
export function resolveRates(rows: readonly RateRow[], season: string, today: string, federationId?: string | null): ReferenceRate[] {
  const { end } = seasonBounds(season);
  const asOf = today < end ? today : end;
  const chosen = new Map<RateCode, RateRow>();
  const own = new Set<RateCode>();
  for (const row of rows) {
    if (row.federationId) {
      if (row.federationId !== federationId || row.season !== season) continue;
      const previous = own.has(row.code) ? chosen.get(row.code) : undefined;
      if (!previous || newer(row, previous)) chosen.set(row.code, row);
      own.add(row.code);
      continue;
    }
    if (own.has(row.code) || row.validFrom > asOf) continue;
    const previous = chosen.get(row.code);
    if (!previous || newer(row, previous)) chosen.set(row.code, row);
  }
  return RATE_CODES.flatMap((code) => {
    const row = chosen.get(code);
    if (!row) return [];
    const rate: ReferenceRate = { code, value: row.value, unit: RATE_UNITS[code], validFrom: row.validFrom, source: row.source, method: RATE_METHODS[code] };
    if (row.url) rate.url = row.url;
    if (own.has(code)) rate.federation = true;
    return [rate];
  });
}

/** The rate code whose value a new benefit line takes as its default (null: no rate, e.g. SJB). */
export function rateCodeOfBenefit(type: BenefitType, code?: BenefitCode | null): RateCode | null {
  if (type === "FMP") return code === "DRT" || code === "OCA" ? code : "FMP";
  if (type === "GYM" || type === "GRD" || type === "CIS") return type;
  return null;
}

/** Volunteer time's reference: SMIC x (1 + employer-charges coefficient), to the cent; null without a SMIC. */
export function smicVolunteerHour(rates: readonly ReferenceRate[]): number | null {
  const smic = rates.find((rate) => rate.code === "SMIC");
  if (!smic) return null;
  const coefficient = rates.find((rate) => rate.code === "EMPLOYER_CHARGES")?.value ?? 0;
  return Math.round(smic.value * (1 + coefficient) * 100) / 100;
}
