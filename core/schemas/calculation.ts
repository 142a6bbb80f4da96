import { z } from "zod";
import { firstSignIssue } from "../calculator-signs";
import { isSeason } from "../season";
import { subsidisedJobsAsSubsidies } from "../subsidised-jobs";
import { calculatorSchema, type Calculator } from "./calculator";

/** Payloads of /api/calculation/* (the calculator document itself is core/schemas/calculator.ts). */
export const organizationIdSchema = z.string().trim().min(1).max(64);

const version = z.number().int().min(0).max(1_000_000_000);

/** `input.context.version` is the version the edit started from (0 before the first save). */
export const calculationStoreSchema = z.object({ input: calculatorSchema }).superRefine(({ input }, ctx) => {
  // Signs (core/calculator-signs.ts): 400 with the field, e.g. input.federalFees.0.value.
  const issue = firstSignIssue(input);
  if (issue) ctx.addIssue({ code: "custom", message: issue.message, path: ["input", ...issue.path] });
});

/**
 * POST calculation/evaluate: a whole calculator, validated exactly as a save is (signs included);
 * nothing is stored. Subsidised jobs still sent as benefits become the subsidies the store keeps
 * (core/subsidised-jobs.ts), so the figures answered are those of the document once saved (issue 38.5).
 */
export const calculationEvaluateSchema = calculationStoreSchema.transform(({ input }) => ({
  input: subsidisedJobsAsSubsidies(input),
}));

export const calculationRestoreSchema = z.object({
  input: z.object({
    organizationId: organizationIdSchema.optional(),
    /** The history version to bring back. */
    version: version.min(1),
    /** The version the screen currently shows (stale check, as for a save). */
    baseVersion: version,
  }),
});

/** "YYYY-YYYY" (treasurer.md section 1); whether it may hold a calculator now is the server's to say (its clock). */
export const seasonSchema = z.string().refine(isSeason, "error_season_invalid");

export const calculationOrganizationQuery = z.object({ organizationId: organizationIdSchema.optional() });
/** retrieve, history, history/{version} and restore: `?season=` (none = the current season). */
export const calculationSeasonQuery = z.object({
  organizationId: organizationIdSchema.optional(),
  season: seasonSchema.optional(),
});

/** POST calculation/season/copy: a new season `to` made from the calculator of season `from`. */
export const calculationSeasonCopySchema = z.object({
  input: z.object({ organizationId: organizationIdSchema.optional(), from: seasonSchema, to: seasonSchema }),
});
export type CalculationSeasonCopy = z.infer<typeof calculationSeasonCopySchema>["input"];

/** GET calculation/seasons: the seasons that hold a calculator, newest first. */
export interface CalculationSeasons {
  current: string;
  next: string;
  seasons: { season: string; version: number; lastUpdate: string; modifier: string }[];
}
export const calculationVersionParam = z.object({
  version: z.coerce.number().int().min(1).max(1_000_000_000),
});

/** What retrieve, history/{version} and restore answer: the document and its saved state. */
export interface SavedCalculationContext {
  /** ISO date of the save; absent before the first save. */
  lastUpdate?: string;
  /** "First Last" (or e-mail) of who saved; "" before the first save. */
  modifier: string;
  /** 0 before the first save. */
  version: number;
  inputMembership: boolean;
  /** "YYYY-YYYY": the season this calculator is of. */
  season: string;
}
export type SavedCalculator = Omit<Calculator, "context"> & { context: SavedCalculationContext };

export interface CalculationHistoryEntry {
  version: number;
  modifier: string;
  /** ISO date. */
  savedAt: string;
}
