import { evaluateCalculator } from "../../../core/cost-model";
import { evaluateAnswerJson } from "../../../core/cost-model/evaluate-answer";
import type { Calculator } from "../../../core/schemas/calculator";
import type { ServiceContext } from "../../http/context";
import { requireUser } from "../permissions";

/**
 * POST calculation/evaluate (treasurer.md section 2): every figure of the result, the break-even,
 * the scenarios and the social pricing for the document sent, computed by the same core functions
 * as the screen so that API clients and exports agree with it, and answered as the spec lists them,
 * as JSON text (`EvaluateAnswer`, core/cost-model/evaluate-answer.ts, docs/decisions/177). Logged
 * in; nothing is read or stored, so no organization is checked: the caller only learns figures of a
 * document they already hold.
 */
export function evaluateCalculationJson(ctx: ServiceContext, input: Calculator): string {
  requireUser(ctx);
  return evaluateAnswerJson(evaluateCalculator(input));
}
