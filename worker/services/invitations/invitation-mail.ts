import { eq } from "drizzle-orm";
import { clubs, federations } from "../../db/schema";
import type { ServiceContext } from "../../http/context";
import { composeMail, fill, mailDay, mailTexts } from "../mail/compose";

/** What became of an invitation's mails: the addresses it could not be sent to, and the first failure. */
export interface InvitationDelivery {
  unsent: string[];
  failure: unknown;
}

/**
 * Mails the invitation link to each address given, in the inviter's language (invitees have none yet:
 * a federation's staff write to their clubs in their own language). Each
 * address is tried, whatever became of the others: one that fails does not keep the rest from theirs.
 */
export async function mailInvitation(
  ctx: ServiceContext,
  options: {
    emails: string[];
    code: string;
    kind: "admin" | "club";
    organizationId: string;
    organizationType: "federation" | "club";
    expiresAt: number | null;
  },
): Promise<InvitationDelivery> {
  const delivery: InvitationDelivery = { unsent: [], failure: null };
  if (!options.emails.length) return delivery;
  const db = ctx.deps.db();
  const table = options.organizationType === "federation" ? federations : clubs;
  const [organization] = await db
    .select({ name: table.name })
    .from(table)
    .where(eq(table.id, options.organizationId))
    .limit(1);
  const locale = ctx.user?.locale ?? "fr";
  const t = mailTexts(locale).invitation;
  const values = { brand: ctx.brand.name, organization: organization?.name ?? "", code: options.code };
  // Sent to addresses, the invitation is theirs alone (decision 117): the mail says which account to use.
  const expiry =
    options.expiresAt === null ? [] : [fill(t.expires, { date: mailDay(options.expiresAt, locale) })];
  for (const to of options.emails) {
    const mail = composeMail({
      to,
      subject: fill(t.subject, values),
      brand: ctx.brand,
      locale,
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
