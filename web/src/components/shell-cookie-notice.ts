import type { Plugin } from "vite";
import { escapeHtml } from "#core/text";
import en from "../../../locales/en/cookies.json";
import fr from "../../../locales/fr/cookies.json";
import { cookieNoticeLook } from "./cookie-notice-look";

// Build-time only (web/vite.config.ts and a worker test use it; the app never imports it).
const PLACEHOLDER = "<!-- cookie-notice -->";
const texts = { fr, en };
type Language = keyof typeof texts;
const languages = Object.keys(texts) as Language[];

/** A text in both languages; styles.css shows the page's one (the html element's lang, set by theme-init.js). */
function bilingual(tag: string, className: string, text: (language: Language) => string): string {
  return languages
    .map(
      (language) =>
        `<${tag} lang="${language}"${className ? ` class="${className}"` : ""}>${text(language)}</${tag}>`,
    )
    .join("");
}

/**
 * The cookie notice as static HTML in index.html, painted with the splash before any script runs: on a
 * slow phone it otherwise appeared only once React had loaded, a second or more later (it is also the
 * largest text of the first screen, Lighthouse's LCP: docs/decisions/090). Texts come from the locales;
 * the server writes the brand's name in (worker/edge/brand-page.ts); theme-init.js hides it once accepted
 * and remembers a click made before React takes over, which then renders the same notice in its place.
 */
export function shellCookieNotice(): Plugin {
  const brandName = `<span data-cc-brand-name>ClubCost</span>`;
  const text = (language: Language) =>
    escapeHtml(texts[language].text).replace(escapeHtml("{{brand}}"), brandName);
  const markup =
    `<section id="cc-shell-cookies" aria-label="${escapeHtml(texts.fr.label)}" class="${cookieNoticeLook.section}">` +
    `<div class="${cookieNoticeLook.row}">${bilingual("p", cookieNoticeLook.text, text)}` +
    `<button type="button" class="${cookieNoticeLook.button}">${bilingual("span", "", (language) => escapeHtml(texts[language].accept))}</button>` +
    `</div></section>`;
  return {
    name: "clubcost-shell-cookie-notice",
    transformIndexHtml(html) {
      if (!html.includes(PLACEHOLDER))
        throw new Error(`index.html has no ${PLACEHOLDER} for the static cookie notice`);
      return html.replace(PLACEHOLDER, markup);
    },
  };
}
