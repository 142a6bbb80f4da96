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
 * - volunteer: volunteer time, valued at SMIC x (1 + coefficient) (treasurer.md section 4): derived
 *   from those two rows, so the dialog shows one figure with the SMIC's source and date (issue 38.11);
 *   a federation may still set its own for its clubs;
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

/** Volunteer time is derived nationally (SMIC x (1 + coefficient)): no national row of its own is added. */
export const DERIVED_RATE_CODES: readonly RateCode[] = ["FMP", "DRT", "OCA"];

/**
 * The days a rate may carry (issue 38.11: a rate dated 1000-01-01 was accepted): not before 2000 (the
 * euro's SMIC is later), and at most two years ahead of today, for a value announced in advance.
 */
export const RATE_FIRST_DAY = "2000-01-01";
export const RATE_YEARS_AHEAD = 2;
export function rateDayInRange(day: string, today: string): boolean {
  const last = `${Number(today.slice(0, 4)) + RATE_YEARS_AHEAD}${today.slice(4)}`;
  return day >= RATE_FIRST_DAY && day <= last;
}

export interface RateRow {
  code: RateCode;
  value: number;
  /** "YYYY-MM-DD": national rows; a federation's row starts with its season. */
  validFrom: string;
  source: string;
  /** The source in English, where it was given (the seed's rows have it); the web app falls back to `source`. */
  sourceEn?: string | null;
  url?: string | null;
  /** The row's id, and the id of the row it corrects (that row is then never used again, but kept). */
  id?: number;
  correctsId?: number | null;
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
  sourceEn?: string;
  url?: string;
  method: RateMethod;
  /** The row it comes from (to correct it); none on a derived rate. */
  id?: number;
  /** True when the club's federation set this rate for the season. */
  federation?: boolean;
}

const newer = (a: RateRow, b: RateRow) =>
  a.validFrom !== b.validFrom ? a.validFrom > b.validFrom : (a.createdAt ?? 0) >= (b.createdAt ?? 0);

/**
 * The rates of a season: for each code, the federation's own row for that season when it has one,
 * else the newest national row in force on the season's last day, or on `today` when the season has
 * not ended (a value announced for later is not shown before its date).
 */
export function resolveRates(
  rows: readonly RateRow[],
  season: string,
  today: string,
  federationId?: string | null,
): ReferenceRate[] {
  const { end } = seasonBounds(season);
  const asOf = today < end ? today : end;
  const chosen = new Map<RateCode, RateRow>();
  const own = new Set<RateCode>();
  // A corrected row stays in the table (its history) and is never chosen again.
  const corrected = new Set(rows.flatMap((row) => (row.correctsId ? [row.correctsId] : [])));
  for (const row of rows) {
    if (row.id !== undefined && corrected.has(row.id)) continue;
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
  const asRate = (code: RateCode, row: RateRow): ReferenceRate => {
    const rate: ReferenceRate = {
      code,
      value: row.value,
      unit: RATE_UNITS[code],
      validFrom: row.validFrom,
      source: row.source,
      method: RATE_METHODS[code],
    };
    if (row.sourceEn) rate.sourceEn = row.sourceEn;
    if (row.url) rate.url = row.url;
    if (row.id !== undefined) rate.id = row.id;
    if (own.has(code)) rate.federation = true;
    return rate;
  };
  const resolved = RATE_CODES.flatMap((code) => {
    const row = chosen.get(code);
    return row ? [asRate(code, row)] : [];
  });
  return resolved.flatMap((rate) => {
    if (!DERIVED_RATE_CODES.includes(rate.code) || rate.federation) return [rate];
    const derived = derivedVolunteerRate(rate.code, resolved);
    return derived ? [derived] : [rate];
  });
}

/**
 * A volunteer hour as treasurer.md section 4 defines it: SMIC x (1 + coefficient), to the cent, from
 * the later of the two rows' days, with the SMIC's source (the coefficient's is its setting). Null
 * without a SMIC, where the stored default stays.
 */
function derivedVolunteerRate(code: RateCode, rates: readonly ReferenceRate[]): ReferenceRate | null {
  const value = smicVolunteerHour(rates);
  const smic = rates.find((rate) => rate.code === "SMIC");
  if (value === null || !smic) return null;
  const coefficient = rates.find((rate) => rate.code === "EMPLOYER_CHARGES");
  const validFrom =
    coefficient && coefficient.validFrom > smic.validFrom ? coefficient.validFrom : smic.validFrom;
  const rate: ReferenceRate = {
    code,
    value,
    unit: "EUR/h",
    validFrom,
    source: smic.source,
    method: "volunteer",
  };
  if (smic.sourceEn) rate.sourceEn = smic.sourceEn;
  if (smic.url) rate.url = smic.url;
  return rate;
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
