import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { AppError, errorCodes } from "#core/errors";
import { passwordResetTokens, users } from "../../db/schema";
import type { ServiceContext } from "../../http/context";
import { composeMail, fill, mailTexts } from "../mail/compose";
import { refuseCommonPassword } from "./common-password";
import { mailPasswordChanged } from "./password-changed-mail";
import { hashingOf, hashPassword, randomToken, sha256Hex } from "./password-hash";
import { enforceResetLimit } from "./rate-limits";
import { revokeAllSessions } from "./refresh-session";
import { forgetSession } from "./session-cache";
import type { Database } from "../../deps";

export const RESET_TTL_MS = 60 * 60 * 1000;

/**
 * Spends every open reset link of a user: a password change or reset, and a newer link, leave no
 * older link working (issue 39.2), so a link mailed to an attacker's reach dies once the owner acts.
 */
export function spendResetLinks(db: Database, userId: string, now: number) {
  return db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

/**
 * Mails a single-use link valid one hour (docs/decisions/003). The answer is the same whether or not
 * the address has an account, so the form cannot probe for accounts: past the rate limit, which counts
 * the address typed, not an account, the lookup and the mail run after the answer (`afterAnswer`), so
 * neither their result nor their time reaches the caller. Past the account's hourly mails, nothing is
 * mailed and no link made, so the newest link already mailed keeps working.
 */
export async function requestPasswordReset(
  ctx: ServiceContext,
  email: string,
  locale: string | undefined,
  afterAnswer: (work: () => Promise<void>) => void,
) {
  if (await enforceResetLimit(ctx, email)) afterAnswer(() => mailResetLink(ctx, email, locale));
}

async function mailResetLink(ctx: ServiceContext, email: string, locale?: string) {
  const db = ctx.deps.db();
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!user) return;
  const token = randomToken();
  const now = ctx.deps.clock.now();
  // Only the newest link works: the older ones are spent in the same transaction.
  await db.batch([
    spendResetLinks(db, user.id, now),
    db
      .insert(passwordResetTokens)
      .values({ tokenHash: await sha256Hex(token), userId: user.id, expiresAt: now + RESET_TTL_MS }),
  ]);
  const lang = locale ?? user.locale;
  const t = mailTexts(lang).reset;
  const brandName = ctx.brand.name;
  await ctx.deps.mailer.send(
    composeMail({
      to: user.email,
      subject: fill(t.subject, { brand: brandName }),
      brand: ctx.brand,
      locale: lang,
      paragraphs: [fill(t.intro, { brand: brandName }), t.expiry],
      action: { label: t.action, url: `${ctx.deps.config.appUrl}/#/reset-password/${token}` },
      idempotencyKey: `reset-${await sha256Hex(token)}`,
    }),
  );
}

/** Sets the new password, ends every session, and mails the owner that it happened. */
export async function confirmPasswordReset(ctx: ServiceContext, token: string, newPassword: string) {
  // Refused before the link is looked at or spent: the person picks another with the same link.
  refuseCommonPassword(newPassword, "input.newPassword");
  const db = ctx.deps.db();
  const now = ctx.deps.clock.now();
  const tokenHash = await sha256Hex(token);
  const usable = and(
    eq(passwordResetTokens.tokenHash, tokenHash),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, now),
  );
  const invalid = () =>
    new AppError(errorCodes.invalidInvitation, {
      httpStatus: 422,
      field: "token",
      message: "This reset link is invalid or has expired.",
    });
  // Checked before the (deliberately slow) hashing, which an invalid link must not cost.
  const [found] = await db
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(usable)
    .limit(1);
  if (!found) throw invalid();
  const passwordHash = await hashPassword(newPassword, hashingOf(ctx.deps));
  // One batch: the link is spent only with the password changed and the sessions ended. Marking it
  // used in the statement that checks it keeps it single-use under races; the writes after it run
  // only if it changed a row (`changes()` of the statement before, in the same transaction).
  const [used] = await db.batch([
    db
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(usable)
      .returning({ userId: passwordResetTokens.userId }),
    db
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: now })
      .where(and(eq(users.id, found.userId), sql`changes() > 0`)),
    revokeAllSessions(ctx.deps, found.userId, sql`changes() > 0`),
    // Unguarded: if this link lost a race, the winner set the password and spending the rest is right too.
    spendResetLinks(db, found.userId, now),
  ]);
  if (!used[0]) throw invalid();
  forgetSession(ctx.deps, found.userId);
  const [owner] = await db
    .select({ email: users.email, locale: users.locale })
    .from(users)
    .where(eq(users.id, found.userId))
    .limit(1);
  if (owner) await mailPasswordChanged(ctx, owner, "reset", now);
}
