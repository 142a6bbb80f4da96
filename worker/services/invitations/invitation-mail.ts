import { eq } from "drizzle-orm";
import { clubs, federations } from "../../db/schema";
import type { ServiceContext } from "../../http/context";
import { composeMail, fill, mailTexts } from "../mail/compose";

/** Mails the invitation link to each address given (in French: invitees have no language yet). */
export async function mailInvitation(
  ctx: ServiceContext,
  options: { emails: string[]; code: string; kind: "admin" | "club"; organizationId: string; organizationType: "federation" | "club" },
) {
  if (!options.emails.length) return;
  const db = ctx.deps.db();
  const table = options.organizationType === "federation" ? federations : clubs;
  const [organization] = await db.select({ name: table.name }).from(table).where(eq(table.id, options.organizationId)).limit(1);
  const t = mailTexts("fr").invitation;
  const values = { brand: ctx.brand.name, organization: organization?.name ?? "", code: options.code };
  for (const to of options.emails) {
    await ctx.deps.mailer.send(
      composeMail({
        to,
        subject: fill(t.subject, values),
        brand: ctx.brand,
        locale: "fr",
        paragraphs: [fill(t.intro, values), fill(t.code, values)],
        action: { label: t.action, url: `${ctx.deps.config.appUrl}/#/join/${options.kind}/${options.code}` },
        idempotencyKey: `invitation-${options.code}-${to}`,
      }),
    );
  }
}
