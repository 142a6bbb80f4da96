import type { ServiceContext } from "../../http/context";
import { composeMail, fill, mailTexts } from "../mail/compose";
import { errorDetail } from "../../http/error-cause";

/**
 * Tells the owner that their password changed (ASVS 2.5.5): someone who took over a session or the
 * mailbox's reset link is then noticed. Sent after the change is committed; a mail that fails is
 * logged, never undoes the change nor fails the call (the person did change their password).
 */
export async function mailPasswordChanged(
  ctx: ServiceContext,
  owner: { email: string; locale: string },
  how: "changed" | "reset",
  at: number,
): Promise<void> {
  const t = mailTexts(owner.locale).passwordChanged;
  const values = { brand: ctx.brand.name, email: owner.email, support: ctx.deps.config.supportEmail };
  try {
    await ctx.deps.mailer.send(
      composeMail({
        to: owner.email,
        subject: fill(t.subject, values),
        brand: ctx.brand,
        locale: owner.locale,
        paragraphs: [fill(t[how], values), fill(t.notYou, values)],
        action: { label: t.action, url: `${ctx.deps.config.appUrl}/#/ForgotPassword` },
        idempotencyKey: `password-${how}-${owner.email}-${at}`,
      }),
    );
  } catch (error) {
    ctx.deps.log.error("could not mail a password change to its owner", errorDetail(error));
  }
}
