import { toCents } from "#core/cents";
import { evaluateFigures } from "#core/cost-model/index";
import type { Calculator } from "#core/schemas/calculator";

/**
 * The forecast result a club's calculator row keeps for the club list (decision 226): the same figure
 * the calculator's screen and POST calculation/evaluate show, of the document as stored, to the cent as the
 * other stored figures (no float noise such as -10970.000000000002, issue 38.10).
 */
export function forecastResultOf(document: Calculator): number {
  return toCents(evaluateFigures(document).totals.result) / 100;
}
