import * as z from "zod/mini";
import { ITEM_ID_MAX } from "../calculator-ids";
import { CALCULATOR_LIMITS, SCENARIO_CHANGE } from "./calculator-basics";

// Voted prices (season-money.md section 3, docs/decisions/229) and a scenario's line changes
// (treasurer.md section 2, docs/decisions/230): the fields that name other items by id, kept apart
// from calculator.ts so that file only names them. The ids they name are checked against the
// document in the whole document's check (core/calculator-references.ts).

const L = CALCULATOR_LIMITS;

/** A scenario changes at most this many lines on their own; more is a spreadsheet, not a what-if. */
export const SCENARIO_LINES_MAX = 20;

/** A calendar day "YYYY-MM-DD" that exists (2026-02-30 does not). */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const itemRef = z
  .string({ error: "error_id_invalid" })
  .check(z.minLength(1, "error_id_invalid"), z.maxLength(ITEM_ID_MAX, "error_id_invalid"));

/** `{votedOn, byCategory: {<category id>: amount}}`: each amount 0 or more, the ids those of the document's categories. */
export const votedPricesSchema = z.object({
  votedOn: z.string({ error: "error_date_invalid" }).check(z.refine(isCalendarDay, "error_date_invalid")),
  byCategory: z
    .record(
      itemRef,
      z.number({ error: "not_in_range" }).check(z.gte(0, "not_in_range"), z.lte(L.amount, "not_in_range")),
    )
    .check(z.refine((prices) => Object.keys(prices).length <= L.categories, "too_many_categories")),
});

/** One line a scenario changes by its own percent (instead of its list's). */
export const scenarioLineSchema = z.object({
  id: itemRef,
  pct: z
    .number({ error: "not_in_range" })
    .check(z.gte(SCENARIO_CHANGE.min, "not_in_range"), z.lte(SCENARIO_CHANGE.max, "not_in_range")),
});

export const scenarioLinesSchema = z.optional(
  z.array(scenarioLineSchema).check(z.maxLength(SCENARIO_LINES_MAX, "too_many_rows")),
);

export type VotedPrices = z.infer<typeof votedPricesSchema>;
export type ScenarioLine = z.infer<typeof scenarioLineSchema>;
