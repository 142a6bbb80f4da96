/** Shown in the footer (product.md screen 4). */
export const appVersion = { version: "3.0" } as const;

/** The footer's "v3.0 · 2026": the year is the reader's current one, not the release's (issue 31.13). */
export function footerVersion(now: Date = new Date()) {
  return { ...appVersion, year: now.getFullYear() };
}

/** product.md section 9: yearly licence price, in euros. */
export const LICENCE_PRICE_EUR = 19.9;
