import { z } from "zod";
import { SIMULATION_MODES } from "../club-health/club-figures";
import { isSeason } from "../season";

export type { ClubHealth, ResultBand } from "../club-health/health";
export type { Simulation } from "../club-health/simulation";
export type { SimulationMode } from "../club-health/club-figures";

const federationId = z.string().trim().min(1).max(64);
/** The season whose calculators are read (none: the current one, docs/decisions/168). */
const season = z.string().refine(isSeason, "error_season_invalid").optional();

/** GET statistics/club-health?federationId=&season= (season-money.md section 6). */
export const clubHealthQuerySchema = z.object({ federationId, season });

/** The change the simulator applies to the template's fee lines, in percent: from removing them to doubling them. */
export const TEMPLATE_FEES_PCT = { min: -100, max: 100 } as const;

/** POST federation/simulate: nothing is saved. */
export const simulateSchema = z.object({
  input: z.object({
    federationId,
    season,
    templateFeesPct: z
      .number({ error: "error_value_required" })
      .min(TEMPLATE_FEES_PCT.min, "not_in_range")
      .max(TEMPLATE_FEES_PCT.max, "not_in_range"),
    mode: z.enum(SIMULATION_MODES, { error: "error_value_required" }),
  }),
});
export type SimulateInput = z.infer<typeof simulateSchema>["input"];
