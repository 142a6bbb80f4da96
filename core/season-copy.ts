import { isTemplateLine } from "./calculator-template";
import { rateCodeOfBenefit, type ReferenceRate } from "./reference-rates";
import { defaultBenefitRate } from "./schemas/calculator-basics";
import type { Benefit, Calculator } from "./schemas/calculator";
import { withoutVotedPrices } from "./cost-model/voted-prices";

/**
 * "Start next season from this one" (treasurer.md section 1, docs/decisions/169): a benefit line whose
 * hourly rate was the default of its season (that season's reference rate, or the built-in default of
 * documents made before reference rates) takes the new season's reference rate; a rate the club typed
 * itself is kept, and so are template lines (the federation's template of the new season sets them).
 * Pure: the server passes both seasons' resolved rates (core/reference-rates.ts resolveRates).
 */
export function carryBenefitRates(
  benefits: readonly Benefit[],
  fromRates: readonly ReferenceRate[],
  toRates: readonly ReferenceRate[],
): Benefit[] {
  return benefits.map((benefit) => {
    if (isTemplateLine(benefit)) return benefit;
    const code = rateCodeOfBenefit(benefit.benefitType, benefit.code);
    const target = code ? toRates.find((rate) => rate.code === code) : undefined;
    if (!code || !target) return benefit;
    const fromRate = fromRates.find((rate) => rate.code === code)?.value;
    const wasDefault =
      benefit.rate === fromRate || benefit.rate === defaultBenefitRate(benefit.benefitType, benefit.code);
    return wasDefault ? { ...benefit, rate: target.value } : benefit;
  });
}

/**
 * The document next season starts from: this one with its benefit rates carried (above) and without
 * its voted prices (docs/decisions/229). Prices are voted for one season by its general meeting; the
 * next meeting votes again, so the new season's prices follow their rates until it does.
 */
export function nextSeasonDocument(
  doc: Calculator,
  fromRates: readonly ReferenceRate[],
  toRates: readonly ReferenceRate[],
): Calculator {
  return { ...withoutVotedPrices(doc), benefits: carryBenefitRates(doc.benefits, fromRates, toRates) };
}
