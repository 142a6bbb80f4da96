import type { ContactInput } from "#core/schemas/support";
import { contactMessages } from "../../db/schema";
import type { ServiceContext } from "../../http/context";
import { enforceRateLimit } from "../auth/rate-limits";
import { composeMail, fill, mailTexts } from "../mail/compose";

/** Stores the message, then mails it to the support address (reply-to is the sender's e-mail in the text). */
export async function sendContactMessage(ctx: ServiceContext, input: ContactInput) {
  // A logged-in sender cannot pretend to be someone else: the e-mail is theirs.
  const email = ctx.user?.email ?? input.email;
  await enforceRateLimit(ctx, "contact", email);
  await ctx.deps
    .db()
    .insert(contactMessages)
    .values({ ...input, email, userId: ctx.user?.id ?? null });
  const subject = fill(mailTexts("fr").contact.subject, {
    brand: ctx.brand.name,
    reason: input.reason,
    title: input.title,
  });
  await ctx.deps.mailer.send(
    composeMail({
      to: ctx.deps.config.supportEmail,
      subject,
      brand: ctx.brand,
      locale: "fr",
      paragraphs: [`From: ${email}`, input.message],
    }),
  );
}
