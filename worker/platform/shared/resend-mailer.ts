import { Resend } from "resend";
import { AppError, errorCodes } from "#core/errors";
import type { Logger, Mailer } from "../../deps";
import { errorDetail } from "../../http/error-cause";

/** Delivery through Resend; the idempotency key makes a retried send land once. */
export function resendMailer(options: {
  apiKey: string;
  from: string;
  baseUrl?: string;
  log: Logger;
}): Mailer {
  const resend = new Resend(options.apiKey, options.baseUrl ? { baseUrl: options.baseUrl } : undefined);
  return {
    async send(message) {
      const { error } = await resend.emails.send(
        {
          from: options.from,
          to: [message.to],
          subject: message.subject,
          text: message.text,
          html: message.html,
        },
        message.idempotencyKey ? { idempotencyKey: message.idempotencyKey } : undefined,
      );
      if (error) {
        options.log.error("resend delivery failed", { name: error.name, ...errorDetail(error) });
        throw new AppError(errorCodes.mailFailed, { httpStatus: 503 });
      }
    },
  };
}
