import { outbox } from "../../db/schema";
import type { Database, Mailer } from "../../deps";

/** Keeps mail in the database when no delivery service is configured (the embedded default). */
export function outboxMailer(db: () => Database): Mailer {
  return {
    async send(message) {
      await db()
        .insert(outbox)
        .values({ to: message.to, subject: message.subject, text: message.text, html: message.html });
    },
  };
}
