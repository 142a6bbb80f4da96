import { z } from "zod";
import { isSeason } from "../season";
import { organizationIdSchema } from "./calculation";

/** GET calculation/export/cerfa (treasurer.md section 5): CSV by default, `format=json` for the rows. */
export const cerfaExportQuery = z.object({
  organizationId: organizationIdSchema.optional(),
  season: z.string().refine(isSeason, "error_season_invalid").optional(),
  format: z.enum(["csv", "json"], { error: "error_format_invalid" }).optional(),
});
export type CerfaExportQuery = z.infer<typeof cerfaExportQuery>;
