import { z } from "zod";
import { FEDERATION_RATE_CODES, RATE_CODES, RATE_FIRST_DAY, RATE_MAX, RATE_UNITS } from "../reference-rates";
import { isSeason } from "../season";

// The calls of treasurer.md section 4 (docs/decisions/138): who may add what is checked by the service.

const season = z.string().refine(isSeason, "error_season_invalid");
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "error_date_invalid")
  .refine((text) => {
    const date = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
  }, "error_date_invalid")
  // Not before 2000 (a rate dated 1000-01-01 was taken, issue 38.11); how far ahead is the service's check (its clock).
  .refine((text) => text >= RATE_FIRST_DAY, "error_date_out_of_range");

export const referenceRatesQuery = z.object({
  season: season.optional(),
  /** A club (its federation's rates apply) or a federation; an unknown one gets the national rates. */
  organizationId: z.string().trim().min(1).max(64).optional(),
});

export const referenceRateAddSchema = z.object({
  input: z
    .object({
      code: z.enum(RATE_CODES, { error: "error_type_required" }),
      value: z.number({ error: "error_value_required" }).finite().min(0, "error_value_negative"),
      /** National rows: the day the value applies from. */
      validFrom: day.optional(),
      source: z.string({ error: "error_source_required" }).trim().min(1, "error_source_required").max(300),
      /** The source in English (the web app shows `source` where it is missing). */
      sourceEn: z.string().trim().min(1, "error_source_required").max(300).optional(),
      url: z
        .string()
        .trim()
        .max(500)
        .regex(/^https:\/\/[^\s]+$/, "error_url_invalid")
        .optional(),
      /** A federation's own rate: for its clubs, for this season. */
      federationId: z.string().trim().min(1).max(64).optional(),
      season: season.optional(),
      /**
       * The id of the row this value corrects (a wrong value or day): the new row replaces it, the old
       * one stays in the history (GET reference/rates/history). Same code, same federation and season.
       */
      corrects: z.number().int("error_rate_unknown").positive("error_rate_unknown").optional(),
    })
    .superRefine((input, ctx) => {
      if (input.value > RATE_MAX[RATE_UNITS[input.code]])
        ctx.addIssue({ code: "custom", message: "error_value_too_large", path: ["value"] });
      // A correction takes its place (federation, season, day unless given) from the row it corrects: the service checks it.
      if (input.corrects !== undefined) return;
      if (input.federationId) {
        if (!input.season)
          ctx.addIssue({ code: "custom", message: "error_season_invalid", path: ["season"] });
        if (!(FEDERATION_RATE_CODES as readonly string[]).includes(input.code))
          ctx.addIssue({ code: "custom", message: "error_rate_national", path: ["code"] });
      } else if (!input.validFrom)
        ctx.addIssue({ code: "custom", message: "error_date_invalid", path: ["validFrom"] });
      else if (input.season)
        ctx.addIssue({ code: "custom", message: "error_season_federation_only", path: ["season"] });
    }),
});
export type ReferenceRateAdd = z.infer<typeof referenceRateAddSchema>["input"];

export const referenceRatesHistoryQuery = z.object({
  code: z.enum(RATE_CODES, { error: "error_type_required" }).optional(),
  /** A federation's own rows (its adminFede or the admin); without it, the national rows (admin). */
  federationId: z.string().trim().min(1).max(64).optional(),
});
