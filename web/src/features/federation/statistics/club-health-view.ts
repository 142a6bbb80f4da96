import type { ResultBand } from "#core/schemas/club-health";
import { formatAmount, formatPercent, type AmountLocale } from "#core/cost-model/index";

/** The simulator's slider: a change of the template's fees from -20 % to +20 %, by half a percent. */
export const SLIDER = { min: -20, max: 20, step: 0.5 } as const;

/** A change as the reader says it: "+5 %", "-2.5 %", "0 %". */
export function signedPercent(ratio: number, locale: AmountLocale, digits = 1): string {
  const text = formatPercent(ratio, locale, { maximumFractionDigits: digits });
  return ratio > 0 && !/^0([.,]0*)?\s?%$/.test(text) ? `+${text}` : text;
}

/** Whole euros on the band labels: "-100 €", "€50". */
const euros = (value: number, locale: AmountLocale) =>
  formatAmount(value, locale).replace(/[.,]00(?=\D*$)/, "");

/** A band of the result per member in words: under its upper bound, between its bounds, or from its lower one. */
export function bandLabel(
  band: ResultBand,
  locale: AmountLocale,
  words: {
    below: (to: string) => string;
    between: (from: string, to: string) => string;
    above: (from: string) => string;
  },
): string {
  if (band.from === null) return words.below(euros(band.to ?? 0, locale));
  if (band.to === null) return words.above(euros(band.from, locale));
  return words.between(euros(band.from, locale), euros(band.to, locale));
}
