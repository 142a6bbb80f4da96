import { cerfaBudget, type CerfaRow } from "#core/cerfa";
import type { ServiceContext } from "../../http/context";
import { retrieveCalculation } from "../calculations/retrieve";

/**
 * GET calculation/export/cerfa?season= (treasurer.md section 5, docs/decisions/156): the Cerfa 12156
 * budget rows of the calculator the screen shows for that season (none: the current one), from core's
 * cerfaBudget, so the file and the screen agree. Authorized and checked exactly as retrieve (it reads
 * through it): an earlier season without a calculator is 400, field season. Labels are the form's French wording.
 */
export async function cerfaExport(
  ctx: ServiceContext,
  organizationId: string,
  season?: string,
): Promise<{ season: string; rows: CerfaRow[] }> {
  const document = await retrieveCalculation(ctx, organizationId, season);
  return { season: document.context.season, rows: cerfaBudget(document, "fr").rows };
}
