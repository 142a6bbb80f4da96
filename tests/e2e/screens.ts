import type { Page } from "@playwright/test";

export const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 860 },
} as const;

export type Lang = "fr" | "en";
export type Theme = "light" | "dark";

/** Sets language and night mode the way the app remembers them, before any page script runs. */
export async function prepare(page: Page, lang: Lang, theme: Theme) {
  await page.addInitScript(
    ([l, t]) => {
      localStorage.setItem("cc.lang", l);
      localStorage.setItem("cc.theme", t);
      localStorage.setItem("cc.cookies", "accepted");
    },
    [lang, theme],
  );
}

/**
 * The calculator draws a section out of sight only once it scrolls near (content-visibility, decision
 * 110). Neither a full-page screenshot nor axe's contrast check scrolls: both get every section drawn,
 * as a person scrolling sees them. (Set on the elements: the CSP refuses an added style sheet.)
 */
export async function drawEverySection(page: Page) {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>(".calc-avoid-break")) element.style.contentVisibility = "visible";
  });
}

export async function shot(page: Page, name: string) {
  await drawEverySection(page);
  await page.screenshot({ path: `tests/e2e/screenshots/${name}.png`, fullPage: true });
}
