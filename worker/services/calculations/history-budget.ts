import { sql } from "drizzle-orm";
import { AppError, errorCodes } from "#core/errors";
import { calculationHistory } from "../../db/schema";
import type { Database } from "../../db/database";

/**
 * What one organization's history of saves may hold, all seasons together (issue 39.4, decision 208):
 * the save limit (600 an hour) bounded the count, not the bytes, and a week of large saves came to
 * tens of gigabytes. Past either bound the oldest saves go at the next save; the current document
 * (the calculators table) and the newest saves stay, so no one loses the work on screen.
 */
export interface HistoryBudget {
  bytesPerOrganization: number;
  savesPerOrganization: number;
}

/**
 * 50 MB: about fifty saves of the largest document the API takes (1 MiB), hundreds of a large club's,
 * said on the history's screen (calculator.history.text). 10,000 saves: above a week of autosaves of
 * several admins plus a season's dailies and monthlies.
 */
export const HISTORY_BUDGET: HistoryBudget = Object.freeze({
  bytesPerOrganization: 50_000_000,
  savesPerOrganization: 10_000,
});

// By its shape, not Pick<Deps>: deps.ts names HistoryBudget, so importing it here made a circle.
export const historyBudgetOf = (deps: { historyBudget?: HistoryBudget }): HistoryBudget =>
  deps.historyBudget ?? HISTORY_BUDGET;

/** A document's size as the budget counts it: its UTF-8 bytes. */
export const documentBytes = (json: string) => new TextEncoder().encode(json).byteLength;

/** A save that could not fit even alone is refused (422, code 16), before anything is written. */
export function refuseOversizedSave(bytes: number, budget: HistoryBudget): void {
  if (bytes > budget.bytesPerOrganization)
    throw new AppError(errorCodes.tooLargeForHistory, { httpStatus: 422, field: "input" });
}

/**
 * For the save's batch, after its history row: deletes the organization's oldest saves beyond the
 * budget, newest kept first. The sums come from an index alone (organization, time, id, bytes), so the
 * documents themselves are never read.
 */
export function trimHistoryToBudget(db: Database, organizationId: string, budget: HistoryBudget) {
  const h = calculationHistory;
  return db.run(sql`delete from ${h} where ${h.id} in (
    select id from (
      select ${h.id} as id, sum(${h.bytes}) over newest as kept, row_number() over newest as rank
      from ${h} where ${h.organizationId} = ${organizationId}
      window newest as (order by ${h.savedAt} desc, ${h.id} desc)
    ) where kept > ${budget.bytesPerOrganization} or rank > ${budget.savesPerOrganization})`);
}
