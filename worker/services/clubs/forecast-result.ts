import { evaluateFigures } from "../../../core/cost-model";
import type { Calculator } from "../../../core/schemas/calculator";

/**
 * The forecast result a club's calculator row keeps for the club list (decision 226): the same figure
 * the calculator's screen and POST calculation/evaluate show, of the document as stored.
 */
export function forecastResultOf(document: Calculator): number {
  return evaluateFigures(document).totals.result;
}
