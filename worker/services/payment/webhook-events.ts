import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { AppError, errorCodes } from "#core/errors";
import { invitations, paymentEvents, paymentTransmissions, subscriptions } from "../../db/schema";
import type { ServiceContext } from "../../http/context";
import { grantLicence, isKnownUser, paypalOf, paypalTime, shownStatus, YEAR_MS } from "./licence";
import { fetchSale, fetchSubscription, type PaypalSubscription } from "./paypal-api";
import { fetchPaypalCert, verifyWebhookSignature, type WebhookHeaders } from "./webhook-signature";

const eventSchema = z.object({
  id: z.string().min(1).max(100),
  event_type: z.string().min(1).max(100),
  resource: z
    .object({ id: z.string().max(100).optional(), sale_id: z.string().max(100).optional() })
    .passthrough()
    .optional(),
});
type WebhookEvent = z.infer<typeof eventSchema>;

/**
 * How far a transmission's `paypal-transmission-time` may be from our clock, either way (issue 39.6):
 * PayPal sends at once and retries with new transmissions, so an older one is a replay. The ids seen
 * are kept a day (maintenance/purge.ts), far beyond this.
 */
export const WEBHOOK_FRESH_MS = 5 * 60_000;
export type WebhookResult = "applied" | "duplicate" | "ignored";

const subscriptionEvents = new Set([
  "BILLING.SUBSCRIPTION.ACTIVATED",
  "BILLING.SUBSCRIPTION.CANCELLED",
  "BILLING.SUBSCRIPTION.SUSPENDED",
  "BILLING.SUBSCRIPTION.EXPIRED",
  "BILLING.SUBSCRIPTION.PAYMENT.FAILED",
  "BILLING.SUBSCRIPTION.UPDATED",
]);
const saleEvents = new Set(["PAYMENT.SALE.COMPLETED", "PAYMENT.SALE.REFUNDED", "PAYMENT.SALE.REVERSED"]);

/**
 * A webhook delivery: the signature is checked on the raw bytes before anything is read, then the
 * event is applied once. What changes is read from PayPal, never taken from the payload.
 */
export async function receiveWebhook(
  ctx: ServiceContext,
  headers: WebhookHeaders,
  raw: Uint8Array,
): Promise<WebhookResult> {
  const paypal = paypalOf(ctx);
  const now = ctx.deps.clock.now();
  // Before the signature (no certificate fetched for it): a transmission signed long ago is a replay.
  const sentAt = Date.parse(headers.transmissionTime);
  if (!(Math.abs(now - sentAt) <= WEBHOOK_FRESH_MS))
    throw new AppError(errorCodes.authenticationFailed, {
      httpStatus: 401,
      message: "Stale webhook transmission.",
    });
  const verified = await verifyWebhookSignature(
    headers,
    raw,
    paypal.webhookId,
    ctx.deps.paypalCert ?? fetchPaypalCert,
  );
  if (!verified)
    throw new AppError(errorCodes.authenticationFailed, {
      httpStatus: 401,
      message: "Invalid webhook signature.",
    });
  // Once signed: each transmission is taken once (PayPal's retries are transmissions of their own).
  const db = ctx.deps.db();
  const first = await db
    .insert(paymentTransmissions)
    .values({ id: headers.transmissionId, receivedAt: now })
    .onConflictDoNothing()
    .returning({ id: paymentTransmissions.id });
  if (!first.length)
    throw new AppError(errorCodes.authenticationFailed, {
      httpStatus: 401,
      message: "Webhook transmission already received.",
    });
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder().decode(raw));
  } catch {
    throw new AppError(errorCodes.invalidParameter, { httpStatus: 400, field: "body" });
  }
  return applyWebhookEvent(ctx, eventSchema.parse(parsed));
}

const foreign = () =>
  new AppError(errorCodes.noRight, { httpStatus: 422, message: "Unknown subscription or foreign plan." });

async function applyWebhookEvent(ctx: ServiceContext, event: WebhookEvent): Promise<WebhookResult> {
  const paypal = paypalOf(ctx);
  const isSale = saleEvents.has(event.event_type);
  if (!isSale && !subscriptionEvents.has(event.event_type)) return "ignored";
  const db = ctx.deps.db();
  const [seen] = await db
    .select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(eq(paymentEvents.id, event.id));
  if (seen) return "duplicate";
  const now = ctx.deps.clock.now();

  // A sale event names a sale (refunds name it as sale_id): PayPal says which subscription it paid.
  const sale = isSale
    ? await fetchSale(paypal, event.resource?.sale_id ?? event.resource?.id ?? "", now)
    : null;
  if (isSale && !sale) throw foreign();
  if (sale && !sale.billing_agreement_id) return "ignored";
  const subscriptionId = sale?.billing_agreement_id ?? event.resource?.id;
  if (!subscriptionId) return "ignored";
  const remote: PaypalSubscription | null = await fetchSubscription(paypal, subscriptionId, now);
  if (!remote || remote.plan_id !== paypal.planId) throw foreign();

  // A buyer whose browser closed before the approval reached us still gets the licence.
  if (remote.status === "ACTIVE" && (await isKnownUser(ctx, remote.custom_id)))
    await grantLicence(ctx, remote, remote.custom_id as string);
  const [row] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(eq(subscriptions.id, remote.id));
  if (!row) return "ignored";

  const refunded =
    sale &&
    (sale.state === "refunded" || sale.state === "reversed") &&
    event.event_type !== "PAYMENT.SALE.COMPLETED";
  const paid =
    sale &&
    event.event_type === "PAYMENT.SALE.COMPLETED" &&
    (sale.state === "completed" || sale.state === "partially_refunded");
  const change = refunded
    ? { status: "REFUNDED", paidThrough: sql`min(coalesce(${subscriptions.paidThrough}, ${now}), ${now})` }
    : paid
      ? {
          status: shownStatus(remote),
          paidThrough: sql`max(coalesce(${subscriptions.paidThrough}, 0), ${paypalTime(sale.create_time, now) + YEAR_MS})`,
        }
      : { status: shownStatus(remote) };
  // changes() is the row count of the statement just before: a replay racing this one changes nothing.
  const results = await db.batch([
    db
      .insert(paymentEvents)
      .values({ id: event.id, type: event.event_type, subscriptionId: remote.id })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id }),
    db
      .update(subscriptions)
      .set({ ...change, updatedAt: now })
      .where(and(eq(subscriptions.id, remote.id), sql`changes() = 1`)),
    // A refunded licence's invitation, if still unused, is withdrawn; a club already created stays.
    ...(refunded
      ? [
          db
            .update(invitations)
            .set({ amount: 0 })
            .where(
              and(
                sql`${invitations.id} = (select ${subscriptions.invitationId} from ${subscriptions} where ${subscriptions.id} = ${remote.id})`,
                sql`changes() = 1`,
              ),
            ),
        ]
      : []),
  ]);
  return results[0].length ? "applied" : "duplicate";
}
