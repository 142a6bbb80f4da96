import { eq } from "drizzle-orm";
import { clubs, federations } from "../../db/schema";
import type { ServiceContext } from "../../http/context";
import { composeMail, fill, mailTexts } from "../mail/compose";

/** What became of an invitation's mails: the addresses it could not be sent to, and the first failure. */
export interface InvitationDelivery {
  unsent: string[];
  failure: unknown;
}

/** A day as the French mail writes it (dd/mm/yyyy), in UTC: the day the invitation is still good on. */
function mailDay(at: number): string {
  const d = new Date(at);
  return [d.getUTCDate(), d.getUTCMonth() + 1].map((n) => String(n).padStart(2, "0")).join("/") + `/${d.getUTCFullYear()}`;
}

/**
 * Mails the invitation link to each address given (in French: invitees have no language yet). Each
 * address is tried, whatever became of the others: one that fails does not keep the rest from theirs.
 */
export async function mailInvitation(
  ctx: ServiceContext,
  options: { emails: string[]; code: string; kind: "admin" | "club"; organizationId: string; organizationType: "federation" | "club"; expiresAt: number | null },
): Promise<InvitationDelivery> {
  const delivery: InvitationDelivery = { unsent: [], failure: null };
  if (!options.emails.length) return delivery;
  const db = ctx.deps.db();
  const table = options.organizationType === "federation" ? federations : clubs;
  const [organization] = await db.select({ name: table.name }).from(table).where(eq(table.id, options.organizationId)).limit(1);
  const t = mailTexts("fr").invitation;
  const values = { brand: ctx.brand.name, organization: organization?.name ?? "", code: options.code };
  // Sent to addresses, the invitation is theirs alone (decision 117): the mail says which account to use.
  const expiry = options.expiresAt === null ? [] : [fill(t.expires, { date: mailDay(options.expiresAt) })];
  for (const to of options.emails) {
    const mail = composeMail({
      to,
      subject: fill(t.subject, values),
      brand: ctx.brand,
      locale: "fr",
      paragraphs: [fill(t.intro, values), fill(t.code, values), ...expiry, fill(t.account, { email: to })],
      action: { label: t.action, url: `${ctx.deps.config.appUrl}/#/join/${options.kind}/${options.code}` },
      idempotencyKey: `invitation-${options.code}-${to}`,
    });
    try {
      await ctx.deps.mailer.send(mail);
    } catch (error) {
      delivery.unsent.push(to);
      delivery.failure ??= error;
    }
  }
  return delivery;
}
