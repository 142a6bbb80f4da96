import { cerfaBudget, type CerfaRow } from "../../../core/cerfa";
import { AppError } from "../../../core/errors";
import { seasonOf } from "../../../core/season";
import type { ServiceContext } from "../../http/context";
import { retrieveCalculation } from "../calculations/retrieve";

/**
 * GET calculation/export/cerfa (treasurer.md section 5, docs/decisions/156): the Cerfa 12156 budget
 * rows of the calculator the screen shows, from core's cerfaBudget, so the file and the screen agree.
 * Authorized exactly as retrieve (it reads through it). Labels are the form's French wording.
 * A club has one calculator until seasons are stored: only the current season can be exported.
 */
export async function cerfaExport(ctx: ServiceContext, organizationId: string, season?: string): Promise<{ season: string; rows: CerfaRow[] }> {
  const document = await retrieveCalculation(ctx, organizationId);
  const current = seasonOf(new Date(ctx.deps.clock.now()));
  if (season && season !== current) {
    throw new AppError(1, { httpStatus: 404, field: "season", message: `Only the current season (${current}) has a calculator to export.` });
  }
  return { season: current, rows: cerfaBudget(document, "fr").rows };
}
