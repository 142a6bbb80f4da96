import { and, eq, sql } from "drizzle-orm";
import { AppError } from "../../../core/errors";
import { invitations, paymentEvents, subscriptions } from "../../db/schema";
import type { ServiceContext } from "../../http/context";
import { requireUser } from "../../http/authenticate";
import { formatInvitationCode, newInvitationCode } from "../invitations/invitation-code";
import { fetchSubscription, type PaypalSubscription } from "./paypal-api";

export const LICENCE_PRICE_EUR = 19.9;
const YEAR_MS = 365 * 24 * 3600 * 1000;

function paypalOf(ctx: ServiceContext) {
  const paypal = ctx.deps.config.paypal;
  if (!paypal) throw new AppError(404, { httpStatus: 404, message: "Payments are not configured." });
  return paypal;
}

/** What the payment page needs: configuration for the SDK and the buyer's subscriptions. */
export async function paymentStatus(ctx: ServiceContext) {
  const user = requireUser(ctx);
  const paypal = ctx.deps.config.paypal;
  const rows = await ctx.deps.db().select().from(subscriptions).where(eq(subscriptions.userId, user.id));
  return {
    configured: Boolean(paypal),
    price: LICENCE_PRICE_EUR,
    clientId: paypal?.clientId ?? null,
    planId: paypal?.planId ?? null,
    sdkBase: paypal?.sdkBase ?? null,
    subscriptions: rows.map((row) => ({ ...row, invitationId: row.invitationId ? formatInvitationCode(row.invitationId) : null })),
  };
}

/**
 * The browser says a subscription was approved; PayPal is asked whether it is active, on our plan
 * and bought by this user before anything is granted. A second approval grants nothing more.
 */
export async function approveSubscription(ctx: ServiceContext, subscriptionId: string) {
  const user = requireUser(ctx);
  const paypal = paypalOf(ctx);
  const now = ctx.deps.clock.now();
  const subscription = await fetchSubscription(paypal, subscriptionId, now);
  if (!subscription || subscription.status !== "ACTIVE" || subscription.plan_id !== paypal.planId || subscription.custom_id !== user.id) {
    throw new AppError(3, { httpStatus: 422, field: "subscriptionID", message: "This subscription cannot be verified." });
  }
  const db = ctx.deps.db();
  const code = newInvitationCode();
  await db.batch([
    db.insert(subscriptions).values({ id: subscription.id, userId: user.id, planId: subscription.plan_id, status: subscription.status, paidThrough: now + YEAR_MS }).onConflictDoNothing(),
    // The licence invitation is created once per subscription, whoever calls first.
    db.run(sql`insert into ${invitations} (id, type, name, amount, created_by) select ${code}, 'club', ${"Licence"}, 1, ${user.id}
      where exists (select 1 from ${subscriptions} where ${subscriptions.id} = ${subscription.id} and ${subscriptions.invitationId} is null)`),
    db.update(subscriptions).set({ invitationId: code }).where(and(eq(subscriptions.id, subscription.id), sql`${subscriptions.invitationId} is null`)),
  ]);
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscription.id));
  if (row.userId !== user.id) throw new AppError(3, { httpStatus: 403 });
  return { subscriptionId: row.id, invitationId: formatInvitationCode(row.invitationId ?? ""), granted: row.invitationId === code };
}

const statusByEvent: Record<string, string | undefined> = {
  "BILLING.SUBSCRIPTION.ACTIVATED": undefined,
  "BILLING.SUBSCRIPTION.CANCELLED": undefined,
  "BILLING.SUBSCRIPTION.SUSPENDED": undefined,
  "BILLING.SUBSCRIPTION.EXPIRED": undefined,
  "BILLING.SUBSCRIPTION.PAYMENT.FAILED": undefined,
  "PAYMENT.SALE.COMPLETED": undefined,
  "PAYMENT.SALE.REFUNDED": "REFUNDED",
  "PAYMENT.SALE.REVERSED": "REFUNDED",
};

export interface WebhookEvent {
  id: string;
  event_type: string;
  resource?: { id?: string; billing_agreement_id?: string };
}

/** Applies a verified event once: its id is stored uniquely in the same batch as the change. */
export async function applyWebhookEvent(ctx: ServiceContext, event: WebhookEvent): Promise<"applied" | "duplicate" | "ignored"> {
  const paypal = paypalOf(ctx);
  if (!(event.event_type in statusByEvent)) return "ignored";
  const subscriptionId = event.event_type.startsWith("PAYMENT.SALE") ? event.resource?.billing_agreement_id : event.resource?.id;
  if (!subscriptionId) return "ignored";
  const db = ctx.deps.db();
  const [seen] = await db.select().from(paymentEvents).where(eq(paymentEvents.id, event.id));
  if (seen) return "duplicate";
  const now = ctx.deps.clock.now();
  const remote: PaypalSubscription | null = await fetchSubscription(paypal, subscriptionId, now);
  if (!remote || remote.plan_id !== paypal.planId) throw new AppError(3, { httpStatus: 422, message: "Unknown subscription or foreign plan." });
  const status = statusByEvent[event.event_type] ?? remote.status;
  const extend = event.event_type === "PAYMENT.SALE.COMPLETED";
  const results = await db.batch([
    db.insert(paymentEvents).values({ id: event.id, type: event.event_type, subscriptionId }).onConflictDoNothing().returning({ id: paymentEvents.id }),
    db
      .update(subscriptions)
      .set({
        status,
        updatedAt: now,
        ...(extend ? { paidThrough: sql`max(coalesce(${subscriptions.paidThrough}, ${now}), ${now}) + ${YEAR_MS}` } : {}),
      })
      // changes() is the row count of the insert just before: a replayed event id changes nothing.
      .where(and(eq(subscriptions.id, subscriptionId), sql`changes() = 1`)),
  ]);
  return results[0].length ? "applied" : "duplicate";
}
