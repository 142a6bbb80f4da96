import { targetFromColumns } from "#core/actuals/index";
import { cashPlan, type CashPlan } from "#core/cash-plan/index";
import { parisDay } from "#core/season";
import type { ServiceContext } from "../../http/context";
import { seasonTransactions } from "../actuals/rows";
import { retrieveCalculation } from "./retrieve";

/**
 * GET calculation/cashflow?season= (season-money.md section 5): the cash plan of the calculator the
 * screen shows for that season, from core's cashPlan. Authorized and checked exactly as retrieve (it
 * reads through it), then the season's bank transactions of the organization (section 4; a
 * federation's template has none) come in through core's monthlyFlows with the clock's month in
 * Paris: past months with transactions are actual, the rest of each line's forecast is planned.
 */
export async function calculationCashflow(
  ctx: ServiceContext,
  organizationId: string,
  season?: string,
): Promise<CashPlan & { season: string }> {
  const document = await retrieveCalculation(ctx, organizationId, season);
  const asked = document.context.season;
  const rows = await seasonTransactions(ctx.deps.db(), organizationId, asked);
  const transactions = rows.map((row) => ({
    date: row.date,
    amountCents: row.amountCents,
    target: targetFromColumns(row.targetKind, row.targetId),
  }));
  const currentMonth = parisDay(new Date(ctx.deps.clock.now())).slice(0, 7);
  return { season: asked, ...cashPlan(document, asked, { transactions, currentMonth }) };
}
