import axe, { type Result, type RunOptions } from "axe-core";
import type { BrowserContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { axeViolations } from "./axe-scan";
import { type Texts, texts } from "./locale-texts";
import { drawEverySection, type Lang, prepare, settled, shot, type Theme, viewports } from "./screens";

// The screens walk (screens-*.spec.ts): every screen and open dialog, in French and English, by day
// and by night, desktop (and phone for the main screens), scanned with axe-core (no serious or critical
// violation) and pictured for people to look at, in the same visit (issue 25.8). One login per language;
// night mode is switched in place on each screen (the app follows a theme stored by another tab), so a
// screen is reached once for both themes. By day every rule that can find a serious or critical
// violation runs; by night the same page differs only in its colours, so the colour rules run (decision 219),
// in French (decision 219).
import { logIn as logInAs } from "./session";

export { accounts, PASSWORD } from "./session";
export const CLUB = { id: "demo-club", name: "Ping Club de Démo" };
export const FEDERATION = { id: "demo-fftt", name: "Fédération démo de tennis de table" };
export const languages: Lang[] = ["fr", "en"];

const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];
/** Rules whose every finding is minor or moderate: they can never fail a walk, so they are not run. */
const neverSerious = (axe.getRules(tags) as { ruleId: string }[])
  .map(({ ruleId }) => ruleId)
  .filter((id) => {
    const impact = (
      axe as unknown as { _audit: { rules: { id: string; impact?: string }[] } }
    )._audit.rules.find((rule) => rule.id === id)?.impact;
    return impact === "minor" || impact === "moderate";
  });
/** By day: every rule of the tags that can find a serious or critical violation. */
const dayRules: RunOptions = {
  runOnly: { type: "tag", values: tags },
  rules: Object.fromEntries(neverSerious.map((id) => [id, { enabled: false }])),
};
/** By night, what night mode changes: the colours, and so the contrast of text and of links within text. */
const nightRules: RunOptions = {
  runOnly: { type: "rule", values: ["color-contrast", "link-in-text-block"] },
};

export type Size = keyof typeof viewports;
const screens = new Set<string>();
let scans = 0;
let axeMs = 0;
/** This test's serious or critical findings (emptied before each test; each test ends by expecting none). */
export const problems: string[] = [];
let found = 0;

/**
 * Night mode changes colours only, and colours do not depend on the language: the night scan runs in
 * French, and in English only when pictures are taken for people to look at (decision 219).
 */
const themesScanned = (lang: Lang): Theme[] =>
  lang === "fr" || process.env.E2E_SHOTS ? ["light", "dark"] : ["light"];

/** Scans the page as it stands, by day then by night, and records every serious or critical violation. */
export async function scan(page: Page, screen: string, lang: Lang, size: Size = "desktop", only?: string) {
  // Each caller waits for what it scans; then the page is let settle (no fixed pause).
  await drawEverySection(page);
  for (const theme of themesScanned(lang)) {
    await showTheme(page, theme);
    // The picture of what is scanned: a screen whole, an open dialog or menu as seen (it is fixed to the viewport).
    const overlay = await page.locator('[role="dialog"], [data-radix-menu-content]').count();
    await shot(page, pictureName(screen, lang, theme, size), { fullPage: overlay === 0 });
    const started = Date.now();
    const violations = await axeViolations(page, theme === "light" ? dayRules : nightRules, only);
    axeMs += Date.now() - started;
    screens.add(`${screen} (${size})`);
    scans += 1;
    record(violations, `${screen} ${lang}/${theme}/${size}`);
  }
  await showTheme(page, "light");
}

function record(violations: Result[], where: string) {
  for (const violation of violations.filter((v) => v.impact === "serious" || v.impact === "critical")) {
    for (const node of violation.nodes.slice(0, 4)) {
      const detail = node.failureSummary?.split("\n").slice(1, 2).join(" ").trim() ?? "";
      found += 1;
      problems.push(`${where}: ${violation.id} ${node.target.join(" ")} ${detail}`.slice(0, 400));
    }
  }
}

/**
 * Night mode on or off in place, as when another tab switches it (the app follows the stored theme),
 * then the page let settle: the charts redraw in the theme's palette.
 */
async function showTheme(page: Page, theme: Theme) {
  const switched = await page.evaluate((wanted) => {
    if (document.documentElement.classList.contains("dark") === (wanted === "dark")) return undefined;
    localStorage.setItem("cc.theme", wanted);
    window.dispatchEvent(new StorageEvent("storage", { key: "cc.theme", newValue: wanted }));
    // Reading a style makes the browser start the switch's transitions, if any.
    void getComputedStyle(document.body).color;
    const reducedMotion = matchMedia("(prefers-reduced-motion: reduce)").matches;
    return {
      reducedMotion,
      transitions: document.getAnimations().filter((animation) => animation instanceof CSSTransition).length,
    };
  }, theme);
  if (switched) {
    await expect(page.locator("html")).toHaveClass(theme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    // Under reduced motion the switch moves nothing (with a duration of 0.01 ms every element transitioned).
    if (switched.reducedMotion)
      expect(switched.transitions, "transitions started by a night-mode switch under reduced motion").toBe(0);
  }
  await settled(page);
}

const pictureName = (screen: string, lang: Lang, theme: Theme, size: Size) =>
  `${screen
    .toLowerCase()
    .normalize("NFD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")}-${lang}-${theme}-${size}`;

/** A picture without a scan (the phone views whose desktop twin was scanned), by day and by night. */
export async function look(page: Page, screen: string, lang: Lang, size: Size = "phone") {
  if (!process.env.E2E_SHOTS) return;
  for (const theme of ["light", "dark"] as Theme[]) {
    await showTheme(page, theme);
    await shot(page, pictureName(screen, lang, theme, size));
  }
  await showTheme(page, "light");
}

/** A page in a language, by day (the walk's scans switch night mode on and off in place). */
export async function switchTo(page: Page, lang: Lang, path: string) {
  await prepare(page, lang, "light");
  await page.goto(path);
  await page.reload();
}

/** The walk's login: through the shared helper, in the test's language. */
export async function logIn(page: Page, t: Texts, email: string, origin = "") {
  await logInAs(page, email, { lang: t === texts.en ? "en" : "fr", origin });
}

/**
 * Opens a dialog (or menu) with `open`, scans it, then closes it with Escape. The whole page is scanned
 * with it in French (what an open dialog does to the rest, e.g. aria-hidden); in English the dialog
 * alone, since the page behind it has its own scan.
 */
export async function scanOpen(
  page: Page,
  name: string,
  lang: Lang,
  open: () => Promise<void>,
  role: "dialog" | "menu" = "dialog",
  size: Size = "desktop",
) {
  // Chart toolbars carry role=menu too: only the app's own (Radix) menus count.
  const selector = role === "menu" ? "[data-radix-menu-content]" : '[role="dialog"]';
  const opened = page.locator(selector);
  await open();
  await expect(opened).toBeVisible();
  await scan(page, name, lang, size, lang === "fr" ? undefined : selector);
  await page.keyboard.press("Escape");
  await expect(opened).toHaveCount(0);
}

/**
 * Goes to a screen and waits for its own heading. A hash address keeps the document, and the last
 * screen stays drawn until the new one is ready (a transition): its heading would pass for the new
 * screen's, and the scan would read the last screen again. So the headings there before are marked.
 */
export async function goTo(page: Page, path: string) {
  await page.evaluate(() =>
    document.querySelectorAll("h1").forEach((heading) => heading.setAttribute("data-walk-before", "")),
  );
  await page.goto(path);
  await expect(page.locator("h1:not([data-walk-before])").first()).toBeVisible();
}

/** Every screens spec file: reduced motion, desktop size, and a printed summary of its scans. */
export function useAxeScans() {
  test.use({ actionTimeout: 15_000 });

  // A worker runs several spec files with this module loaded once: each file counts its own scans.
  test.beforeAll(() => {
    screens.clear();
    scans = 0;
    axeMs = 0;
    found = 0;
  });

  test.beforeEach(async ({ page }) => {
    problems.length = 0;
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.setViewportSize(viewports.desktop);
  });

  test.afterAll(() => {
    const phone = [...screens].filter((screen) => screen.endsWith("(phone)")).length;
    console.log(
      `axe: ${screens.size - phone} desktop and ${phone} phone views (dialogs and menus included), ` +
        `${scans} scans in ${Math.round(axeMs / 1000)} s, ${found} serious or critical findings (listed by the test that met them)`,
    );
  });
}

/**
 * The landing opens a lone organization once per page load: the second time it stays. It says when it
 * stays (data-landing-stays), so the test waits for that rather than watching the address a while.
 */
export async function goToLanding(page: Page, t: Texts) {
  const title = page.getByRole("heading", { level: 1, name: t("landing.title") });
  await page.goto("/#/Landing");
  await expect(async () => {
    if (!page.url().endsWith("#/Landing")) await page.goto("/#/Landing");
    await expect(page.locator("[data-landing-stays]")).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(title).toBeVisible();
  await expect(page).toHaveURL(/#\/Landing$/);
}

/** Forces flags on the shared server's answer (closed page, warning banner). */
export async function forceFlags(context: BrowserContext, flags: Record<string, unknown>) {
  await context.route("**/api/support/config", async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.data = { ...body.data, ...flags };
    await route.fulfill({ response, json: body });
  });
}
