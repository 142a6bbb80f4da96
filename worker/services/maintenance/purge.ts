import { isNotNull, lt, lte, or, sql } from "drizzle-orm";
import {
  calculationHistory,
  outbox,
  passwordResetTokens,
  paymentTransmissions,
  refreshTokens,
} from "../../db/schema";
import type { Deps } from "../../deps";
import { SESSION_MAX_MS } from "../auth/refresh-session";
import { pruneHistory } from "../calculations/prune-history";

const DAY_MS = 24 * 3600 * 1000;
/** Local mail is a view for the global admin, not an archive: a month is enough to read it. */
export const OUTBOX_KEPT_MS = 30 * DAY_MS;

export interface PurgeReport {
  refreshTokens: number;
  resetLinks: number;
  outboxMails: number;
  historyVersions: number;
}

const affected = (result: unknown) => (result as { rowsAffected?: number }).rowsAffected ?? 0;

/**
 * The scheduled clean-up (docs/decisions/120): refresh tokens past their expiry (a rotated one still
 * valid stays, it is how a replay is recognised) or whose session passed its absolute end (decision
 * 119: a refresh refuses them, replayed or not, so they recognise nothing any more), reset links used or expired, local mail older than
 * a month, and the calculator history thinned. Each delete only removes what no call can use any
 * more, so two purges at once, or one on an empty database, are harmless.
 */
export async function purgeExpired(deps: Pick<Deps, "db" | "clock">): Promise<PurgeReport> {
  const db = deps.db();
  const now = deps.clock.now();
  const [tokens, links, mails] = await db.batch([
    // The session's end as rotateSession reads it: started at or before now - SESSION_MAX_MS is over.
    db
      .delete(refreshTokens)
      .where(or(lt(refreshTokens.expiresAt, now), lte(refreshTokens.sessionStartedAt, now - SESSION_MAX_MS))),
    db
      .delete(passwordResetTokens)
      .where(or(isNotNull(passwordResetTokens.usedAt), lt(passwordResetTokens.expiresAt, now))),
    db.delete(outbox).where(lt(outbox.createdAt, now - OUTBOX_KEPT_MS)),
    // A day is far past the webhooks' freshness window: an older transmission is refused by its time.
    db.delete(paymentTransmissions).where(lt(paymentTransmissions.receivedAt, now - DAY_MS)),
    // Saves written without their size (the release before 0019 during a deploy, the demo seed), for the
    // history budget (decision 208); found through the budget's index, without reading every document.
    db
      .update(calculationHistory)
      .set({ bytes: sql`length(cast(${calculationHistory.document} as blob))` })
      .where(
        sql`${calculationHistory.id} in (select id from ${calculationHistory} indexed by calculation_history_org_saved_bytes_idx where bytes = 0)`,
      ),
  ]);
  const historyVersions = await pruneHistory(db, now);
  return {
    refreshTokens: affected(tokens),
    resetLinks: affected(links),
    outboxMails: affected(mails),
    historyVersions,
  };
}
