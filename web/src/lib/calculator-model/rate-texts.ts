import type { ReferenceRate } from "#core/reference-rates";

/** A rate's source in the interface's language: the English one where given, else the one entered (issue 38.11). */
export function rateSource(rate: Pick<ReferenceRate, "source" | "sourceEn">, language: string): string {
  return language.startsWith("en") && rate.sourceEn ? rate.sourceEn : rate.source;
}

/**
 * The annex sentence of a rate (calculator.rates.method.*): a volunteer hour is SMIC x (1 + coefficient),
 * one figure (issue 38.11), unless the federation set its own, which the sentence then names instead.
 */
export function methodKey(rate: Pick<ReferenceRate, "method" | "federation">): string {
  return rate.method === "volunteer" && rate.federation ? "volunteerFederation" : rate.method;
}
