import type { Brand } from "#core/brands";
import mailEn from "../../../locales/en/mail.json";
import mailFr from "../../../locales/fr/mail.json";
import type { MailMessage } from "../../deps";
import { escapeHtml } from "#core/text";

type MailTexts = typeof mailEn;
const texts: Record<"en" | "fr", MailTexts> = { en: mailEn, fr: mailFr };

export function mailTexts(locale: string): MailTexts {
  return locale.startsWith("en") ? texts.en : texts.fr;
}

/** A day (UTC) as the mail's language writes it: 26/11/2026 in French, 26 November 2026 in English. */
export function mailDay(at: number, locale: string): string {
  if (locale.startsWith("en"))
    return new Intl.DateTimeFormat("en-GB", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    }).format(at);
  return new Intl.DateTimeFormat("fr-FR", {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    timeZone: "UTC",
  }).format(at);
}

export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? "");
}

/** A branded mail: paragraphs, an optional call-to-action link, the brand's colour and name. */
export function composeMail(options: {
  to: string;
  subject: string;
  brand: Brand;
  locale: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  idempotencyKey?: string;
}): MailMessage {
  const { brand, paragraphs, action } = options;
  const footer = fill(mailTexts(options.locale).footer, { brand: brand.name });
  const text = [
    ...paragraphs,
    action ? `${action.label}${options.locale.startsWith("en") ? ":" : " :"} ${action.url}` : "",
    footer,
  ]
    .filter(Boolean)
    .join("\n\n");
  const button = action
    ? `<p><a href="${escapeHtml(action.url)}" style="background:${brand.primary};color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p>`
    : "";
  const html = `<div style="font-family:system-ui,sans-serif;max-width:560px;margin:auto;color:#1f2937">
<h1 style="color:${brand.primary};font-size:20px">${escapeHtml(brand.name)}</h1>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n")}
${button}
<p style="color:#6b7280;font-size:12px">${escapeHtml(footer)}</p></div>`;
  return { to: options.to, subject: options.subject, text, html, idempotencyKey: options.idempotencyKey };
}
