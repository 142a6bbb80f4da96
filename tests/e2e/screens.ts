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

export async function shot(page: Page, name: string) {
  await page.screenshot({ path: `tests/e2e/screenshots/${name}.png`, fullPage: true });
}
