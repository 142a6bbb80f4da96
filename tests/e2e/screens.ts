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
    for (const element of document.querySelectorAll<HTMLElement>(".calc-avoid-break"))
      element.style.contentVisibility = "visible";
  });
}

/**
 * Waits for the page to hold still, instead of a fixed pause: fonts loaded, the CSS animations and
 * transitions over, then two frames drawn.
 */
export async function settled(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    // Only running animations that end (a spinner never does), and at most 120 frames of them.
    const moving = () =>
      document
        .getAnimations()
        .some(
          (a) => a.playState === "running" && Number.isFinite(Number(a.effect?.getComputedTiming().endTime)),
        );
    for (let frames = 0; frames < 120 && moving(); frames++) await frame();
    await frame();
    await frame();
  });
}

/**
 * A full-page picture for people to look at, once the page holds still. Nothing compares them, so
 * they are taken on demand (`npm run screenshots`, E2E_SHOTS=1) and not in `npm test`. The charts draw
 * without animation (chart-theme.ts), so the end of their drawing is the last frame's.
 */
export async function shot(page: Page, name: string, { fullPage = true } = {}) {
  if (!process.env.E2E_SHOTS) return;
  await drawEverySection(page);
  await settled(page);
  await page.screenshot({ path: `tests/e2e/screenshots/${name}.png`, fullPage });
}

/** A dialog or menu is fixed to the viewport: a full-page capture would cut its overlay, so it is shot as seen. */
export const dialogShot = (page: Page, name: string) => shot(page, name, { fullPage: false });
