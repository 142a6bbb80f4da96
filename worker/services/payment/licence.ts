import { and, eq, sql } from "drizzle-orm";
import { AppError, errorCodes } from "#core/errors";
import { invitations, subscriptions, users } from "../../db/schema";
import type { ServiceContext } from "../../http/context";
import { requireUser } from "../permissions";
import { formatInvitationCode, newInvitationCode } from "../invitations/invitation-code";
import { fetchSubscription, type PaypalConfig, type PaypalSubscription } from "./paypal-api";

export const LICENCE_PRICE_EUR = 19.9;
export const YEAR_MS = 365 * 24 * 3600 * 1000;
// Each approval asks PayPal; the page asks at most 10 times per purchase.
const APPROVALS_PER_WINDOW = 30;
const APPROVAL_WINDOW_MS = 10 * 60_000;

export function paypalOf(ctx: ServiceContext): PaypalConfig {
  const paypal = ctx.deps.config.paypal;
  if (!paypal)
    throw new AppError(errorCodes.serviceNotFound, {
      httpStatus: 404,
      message: "Payments are not configured.",
    });
  return paypal;
}

/** The state we show: PayPal's own, except that an active subscription with unpaid cycles says so. */
export function shownStatus(remote: PaypalSubscription): string {
  return remote.status === "ACTIVE" && (remote.billing_info?.failed_payments_count ?? 0) > 0
    ? "PAYMENT_FAILED"
    : remote.status;
}

/** A PayPal date (ISO 8601) as epoch milliseconds, or the fallback when absent or unreadable. */
export function paypalTime(value: string | undefined, fallback: number): number {
  const parsed = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(parsed) ? fallback : parsed;
}

/**
 * Records a verified subscription for its buyer and creates its club invitation (amount 1, no
 * federation), once per subscription whoever calls first (the approval or a webhook): the
 * invitation insert and the link are guarded in SQL by "no invitation yet", in one batch.
 */
export async function grantLicence(ctx: ServiceContext, remote: PaypalSubscription, userId: string) {
  const db = ctx.deps.db();
  const now = ctx.deps.clock.now();
  const code = newInvitationCode();
  const paidThrough = paypalTime(remote.billing_info?.last_payment?.time, now) + YEAR_MS;
  const noInvitationYet = sql`exists (select 1 from ${subscriptions} where ${subscriptions.id} = ${remote.id} and ${subscriptions.userId} = ${userId} and ${subscriptions.invitationId} is null)`;
  await db.batch([
    db
      .insert(subscriptions)
      .values({ id: remote.id, userId, planId: remote.plan_id, status: shownStatus(remote), paidThrough })
      .onConflictDoNothing(),
    db.run(
      sql`insert into ${invitations} (id, type, name, amount, created_by) select ${code}, 'club', ${`Licence ${remote.id}`}, 1, ${userId} where ${noInvitationYet}`,
    ),
    db
      .update(subscriptions)
      .set({ invitationId: code })
      .where(and(eq(subscriptions.id, remote.id), sql`${subscriptions.invitationId} is null`)),
  ]);
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, remote.id));
  return { row, granted: row?.invitationId === code };
}

/** True when the custom_id PayPal holds names one of our users (webhooks grant only to them). */
export async function isKnownUser(ctx: ServiceContext, userId: string | undefined): Promise<boolean> {
  if (!userId) return false;
  const [found] = await ctx.deps
    .db()
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return Boolean(found);
}

/**
 * The browser says a subscription was approved; PayPal is asked whether it is active, on our plan
 * and bought by this user before anything is granted. A second approval grants nothing more.
 * "APPROVED" (approved, PayPal not done activating) answers pending: the page asks again.
 */
export async function approveSubscription(ctx: ServiceContext, subscriptionId: string) {
  const user = requireUser(ctx);
  const paypal = paypalOf(ctx);
  if (
    !(await ctx.deps.rateLimiter.hit(`payment-approve:${user.id}`, APPROVALS_PER_WINDOW, APPROVAL_WINDOW_MS))
  )
    throw new AppError(errorCodes.tooManyAttempts, { httpStatus: 429 });
  const remote = await fetchSubscription(paypal, subscriptionId, ctx.deps.clock.now());
  if (
    !remote ||
    remote.plan_id !== paypal.planId ||
    remote.custom_id !== user.id ||
    !["ACTIVE", "APPROVED"].includes(remote.status)
  ) {
    throw new AppError(errorCodes.noRight, {
      httpStatus: 422,
      field: "subscriptionID",
      message: "This subscription cannot be verified.",
    });
  }
  if (remote.status === "APPROVED")
    return { subscriptionId: remote.id, pending: true, invitationId: null, granted: false };
  const { row, granted } = await grantLicence(ctx, remote, user.id);
  if (!row || row.userId !== user.id) throw new AppError(errorCodes.noRight, { httpStatus: 403 });
  return {
    subscriptionId: row.id,
    pending: false,
    invitationId: formatInvitationCode(row.invitationId ?? ""),
    granted,
  };
}
