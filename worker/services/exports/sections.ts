import { sectionsBudget, type SectionsBudget } from "#core/sections-budget";
import type { ServiceContext } from "../../http/context";
import { retrieveCalculation } from "../calculations/retrieve";

/**
 * GET calculation/export/sections?season= (season-money.md section 2): the budget by section of the
 * calculator the screen shows for that season, from core's sectionsBudget. Authorized and checked
 * exactly as retrieve (it reads through it), like the Cerfa export (exports/cerfa.ts).
 */
export async function sectionsExport(
  ctx: ServiceContext,
  organizationId: string,
  season?: string,
): Promise<SectionsBudget & { season: string }> {
  const document = await retrieveCalculation(ctx, organizationId, season);
  return { season: document.context.season, ...sectionsBudget(document, "fr") };
}
