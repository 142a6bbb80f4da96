import { cashPlan, type CashPlan } from "../../../core/cash-plan";
import type { ServiceContext } from "../../http/context";
import { retrieveCalculation } from "./retrieve";

/**
 * GET calculation/cashflow?season= (season-money.md section 5): the cash plan of the calculator the
 * screen shows for that season, from core's cashPlan. Authorized and checked exactly as retrieve (it
 * reads through it). No season holds transactions yet, so every month is planned from the schedules;
 * the bank's actuals will come in through core's monthlyFlows.
 */
export async function calculationCashflow(ctx: ServiceContext, organizationId: string, season?: string): Promise<CashPlan & { season: string }> {
  const document = await retrieveCalculation(ctx, organizationId, season);
  return { season: document.context.season, ...cashPlan(document, document.context.season) };
}
