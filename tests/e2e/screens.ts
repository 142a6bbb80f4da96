import { mkdirSync, writeFileSync } from "node:fs";
import { expect, type Page } from "@playwright/test";

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

/**
 * Waits for the page to hold still, instead of a fixed pause: fonts loaded, every finite CSS animation
 * and transition over, then two frames drawn.
 */
export async function settled(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const finite = document.getAnimations().filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)));
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/**
 * A full-page picture for people to look at (nothing compares them). Charts draw on script timers that
 * no animation list shows, so the picture is kept once two taken in a row are the same.
 */
export async function shot(page: Page, name: string, { fullPage = true } = {}) {
  await drawEverySection(page);
  await settled(page);
  let previous = await page.screenshot({ fullPage });
  await expect
    .poll(async () => {
      const next = await page.screenshot({ fullPage });
      const same = next.equals(previous);
      previous = next;
      return same;
    }, { message: `${name}: the page kept changing` })
    .toBe(true);
  mkdirSync("tests/e2e/screenshots", { recursive: true });
  writeFileSync(`tests/e2e/screenshots/${name}.png`, previous);
}
