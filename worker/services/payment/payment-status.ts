import { desc, eq } from "drizzle-orm";
import { clubs, invitations, subscriptions } from "../../db/schema";
import type { ServiceContext } from "../../http/context";
import { requireUser } from "../permissions";
import { formatInvitationCode } from "../invitations/invitation-code";
import { LICENCE_PRICE_EUR } from "./licence";

/**
 * What the payment page needs: whether PayPal is configured, what the SDK needs to show the button
 * (public values only: the client id and plan id are meant for browsers), and the buyer's licences
 * with their state, paid-through date and invitation (still open, or the club created with it).
 */
export async function paymentStatus(ctx: ServiceContext) {
  const user = requireUser(ctx);
  const paypal = ctx.deps.config.paypal;
  const rows = await ctx.deps
    .db()
    .select({
      id: subscriptions.id,
      status: subscriptions.status,
      paidThrough: subscriptions.paidThrough,
      createdAt: subscriptions.createdAt,
      invitationId: subscriptions.invitationId,
      invitationLeft: invitations.amount,
      clubId: clubs.id,
      clubName: clubs.name,
    })
    .from(subscriptions)
    .leftJoin(invitations, eq(invitations.id, subscriptions.invitationId))
    .leftJoin(clubs, eq(clubs.invitationId, subscriptions.invitationId))
    .where(eq(subscriptions.userId, user.id))
    .orderBy(desc(subscriptions.createdAt));
  return {
    configured: Boolean(paypal),
    price: LICENCE_PRICE_EUR,
    currency: "EUR",
    clientId: paypal?.clientId ?? null,
    planId: paypal?.planId ?? null,
    sdkUrl: paypal ? `${paypal.sdkBase}/sdk/js` : null,
    subscriptions: rows.map((row) => ({
      id: row.id,
      status: row.status,
      paidThrough: row.paidThrough,
      createdAt: row.createdAt,
      invitationId: row.invitationId ? formatInvitationCode(row.invitationId) : null,
      invitationUsable: (row.invitationLeft ?? 0) > 0,
      club: row.clubId ? { id: row.clubId, name: row.clubName ?? "" } : null,
    })),
  };
}
