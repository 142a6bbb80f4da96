import { evaluateCalculator, type Evaluation } from "../../../core/cost-model";
import type { Calculator } from "../../../core/schemas/calculator";
import type { ServiceContext } from "../../http/context";
import { requireUser } from "../permissions";

/**
 * POST calculation/evaluate (treasurer.md section 2): every figure of the result, the break-even,
 * the scenarios and the social pricing for the document sent, computed by the same core functions
 * as the screen so that API clients and exports agree with it. Logged in; nothing is read or stored,
 * so no organization is checked: the caller only learns figures of a document they already hold.
 */
export function evaluateCalculation(ctx: ServiceContext, input: Calculator): Evaluation {
  requireUser(ctx);
  return evaluateCalculator(input);
}
