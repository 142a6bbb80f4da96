import { eq } from "drizzle-orm";
import { clubs, federations } from "../../db/schema";
import type { ServiceContext } from "../../http/context";
import { composeMail, fill, mailTexts } from "../mail/compose";

/** What became of an invitation's mails: the addresses it could not be sent to, and the first failure. */
export interface InvitationDelivery {
  unsent: string[];
  failure: unknown;
}

/**
 * Mails the invitation link to each address given (in French: invitees have no language yet). Each
 * address is tried, whatever became of the others: one that fails does not keep the rest from theirs.
 */
export async function mailInvitation(
  ctx: ServiceContext,
  options: { emails: string[]; code: string; kind: "admin" | "club"; organizationId: string; organizationType: "federation" | "club" },
): Promise<InvitationDelivery> {
  const delivery: InvitationDelivery = { unsent: [], failure: null };
  if (!options.emails.length) return delivery;
  const db = ctx.deps.db();
  const table = options.organizationType === "federation" ? federations : clubs;
  const [organization] = await db.select({ name: table.name }).from(table).where(eq(table.id, options.organizationId)).limit(1);
  const t = mailTexts("fr").invitation;
  const values = { brand: ctx.brand.name, organization: organization?.name ?? "", code: options.code };
  for (const to of options.emails) {
    const mail = composeMail({
      to,
      subject: fill(t.subject, values),
      brand: ctx.brand,
      locale: "fr",
      paragraphs: [fill(t.intro, values), fill(t.code, values)],
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
