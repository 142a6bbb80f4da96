import { z } from "zod";
import { isoDay } from "../bank-import/values";
import { BANK_FORMATS } from "../bank-import/types";
import { organizationIdSchema, seasonSchema } from "./calculation";

/** Payloads of /api/actuals/* (season-money.md section 4, docs/decisions/236). */

const itemId = z.string().trim().min(1).max(64);

/** A line of the season's calculator, or a category's memberships (null: not yet split). */
export const actualTargetSchema = z.union(
  [z.strictObject({ line: itemId }), z.strictObject({ memberships: itemId.nullable() })],
  { error: "error_target_invalid" },
);

/** "YYYY-MM-DD", a real day. */
const daySchema = z.string().refine((value) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return m !== null && isoDay(+m[1], +m[2], +m[3]) === value;
}, "error_date_invalid");

/** Euros with at most two decimals, never 0, within what a club's bank moves. */
const amountSchema = z
  .number()
  .finite()
  .refine((value) => value !== 0 && Math.abs(value) <= 100_000_000, "error_amount_invalid")
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, "error_amount_cents");

const columnName = z.string().min(1).max(200);

export const csvMappingSchema = z
  .strictObject({
    date: columnName,
    amount: columnName.optional(),
    debit: columnName.optional(),
    credit: columnName.optional(),
    label: columnName,
    ref: columnName.optional(),
    dateFormat: z.enum(["DD/MM/YYYY", "YYYY-MM-DD"]),
    decimal: z.enum([",", "."]),
  })
  .refine((m) => m.amount !== undefined || (m.debit !== undefined && m.credit !== undefined), {
    message: "error_mapping_amount",
    path: ["amount"],
  });

/** A file is at most 2 MB: the text is checked in bytes by the reader; this only bounds what JSON carries. */
export const actualsImportSchema = z.object({
  input: z.object({
    organizationId: organizationIdSchema.optional(),
    season: seasonSchema,
    format: z.enum(BANK_FORMATS, { error: "error_format_invalid" }),
    content: z.string().max(4 * 1024 * 1024),
    mapping: csvMappingSchema.optional(),
    dryRun: z.boolean().optional(),
  }),
});

export const actualsUndoSchema = z.object({
  input: z.object({ organizationId: organizationIdSchema.optional(), importId: itemId }),
});

export const actualsAddSchema = z.object({
  input: z.object({
    organizationId: organizationIdSchema.optional(),
    season: seasonSchema,
    date: daySchema,
    amount: amountSchema,
    label: z.string().trim().min(1).max(300),
    target: actualTargetSchema.nullable().optional(),
  }),
});

/** At most as many ids as one import holds. */
const idsSchema = z.array(itemId).min(1).max(10_000);

export const actualsAssignSchema = z.object({
  input: z.object({
    organizationId: organizationIdSchema.optional(),
    ids: idsSchema,
    /** null: back to unassigned. */
    target: actualTargetSchema.nullable(),
    /** A text to find in future labels: adds a rule to this target (sign of the first transaction's amount). */
    remember: z.string().trim().min(2).max(100).optional(),
  }),
});

export const actualsDeleteSchema = z.object({
  input: z.object({ organizationId: organizationIdSchema.optional(), ids: idsSchema }),
});

/** The treasurer's explanation of a Cerfa account's gap (Cerfa 15059); empty removes it. */
export const actualsExplainSchema = z.object({
  input: z.object({
    organizationId: organizationIdSchema.optional(),
    season: seasonSchema,
    account: z.enum([
      "60",
      "61",
      "62",
      "63",
      "64",
      "65",
      "66",
      "67",
      "68",
      "70",
      "74",
      "75",
      "756",
      "6",
      "7",
      "86",
      "87",
      "861",
      "862",
      "864",
      "870",
      "871",
    ]),
    text: z.string().trim().max(1000),
  }),
});

export const actualsSeasonQuery = z.object({
  organizationId: organizationIdSchema.optional(),
  season: seasonSchema,
});

export type ActualsImportInput = z.infer<typeof actualsImportSchema>["input"];
export type ActualsAddInput = z.infer<typeof actualsAddSchema>["input"];
export type ActualsAssignInput = z.infer<typeof actualsAssignSchema>["input"];
export type ActualsExplainInput = z.infer<typeof actualsExplainSchema>["input"];
