import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { texts } from "./locale-texts";
import { accounts, logIn } from "./session";
import { prepare, shot, viewports } from "./screens";

// Issue 31.8, WCAG 2.2 2.4.11 (focus not obscured): the Tab key walks each main screen, on a desktop and
// on a phone, and at every stop the focused element must not sit under the sticky top bar or the sticky
// summary of the calculator (or any other sticky or fixed element that does not hold it).
const FEDERATION = "demo-fftt";
const t = texts.en;

/**
 * The focused element at a stop of the Tab key, in one round trip: a name for it (to know when the Tab key
 * has gone round the page), and null when it shows, else a description of it and of the sticky element over it.
 */
async function focusStop(page: Page): Promise<{ key: string; covered: string | null }> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { key: "body", covered: null };
    const path: number[] = [];
    for (let node: Element | null = element; node?.parentElement; node = node.parentElement)
      path.push([...node.parentElement.children].indexOf(node));
    const key = path.join(".");
    const rect = element.getBoundingClientRect();
    // The skip link and other visually hidden helpers are 1 px wide: nothing to see, nothing to cover.
    if (rect.width < 2 || rect.height < 2) return { key, covered: null };
    const x = Math.min(Math.max(rect.left + rect.width / 2, 0), window.innerWidth - 1);
    const y = Math.min(Math.max(rect.top + rect.height / 2, 0), window.innerHeight - 1);
    const hit = document.elementFromPoint(x, y);
    if (!hit || element.contains(hit) || hit.contains(element)) return { key, covered: null };
    for (let node: Element | null = hit; node; node = node.parentElement) {
      const position = getComputedStyle(node).position;
      if ((position === "sticky" || position === "fixed") && !node.contains(element)) {
        const what = (e: Element) =>
          `${e.tagName.toLowerCase()} "${(e.getAttribute("aria-label") ?? e.textContent ?? "").trim().slice(0, 40)}"`;
        return { key, covered: `${what(element)} under ${position} ${what(node)}` };
      }
    }
    return { key, covered: null };
  });
}

/** Presses Tab until the focus goes round (or leaves the page) and returns every covered stop. */
async function walk(page: Page, screen: string, max = 110): Promise<string[]> {
  const covered: string[] = [];
  const seen = new Set<string>();
  for (let presses = 0; presses < max; presses += 1) {
    await page.keyboard.press("Tab");
    const { key, covered: problem } = await focusStop(page);
    if (seen.has(key)) break;
    seen.add(key);
    if (problem) covered.push(`${screen}: ${problem}`);
  }
  return covered;
}

for (const [device, viewport] of Object.entries(viewports)) {
  test.describe(`focus in sight, ${device}`, () => {
    test.use({ viewport });

    test("login", async ({ page }) => {
      await prepare(page, "en", "light");
      await page.goto("/#/login");
      await expect(page.getByLabel(t("auth.email"), { exact: true })).toBeVisible();
      expect(await walk(page, "login")).toEqual([]);
    });

    test("calculator, prices, statistics and scenarios tabs", async ({ page }) => {
      await prepare(page, "en", "light");
      await logIn(page, accounts.club, { lang: "en" });
      const calculator = page.getByRole("tab", { name: t("calculator.tabs.calculator") });
      await expect(calculator).toBeVisible();
      const covered = await walk(page, "calculator");
      for (const name of ["resell", "statistics", "scenarios"]) {
        const tab = page.getByRole("tab", { name: t(`calculator.tabs.${name}`) });
        await tab.click();
        await expect(page.getByRole("tabpanel").getByRole("heading", { level: 2 }).first()).toBeVisible();
        covered.push(...(await walk(page, name)));
      }
      expect(covered).toEqual([]);
    });

    test("federation details, club list and statistics", async ({ page }) => {
      await prepare(page, "en", "light");
      await logIn(page, accounts.fede, { lang: "en" });
      const covered: string[] = [];
      for (const section of ["details", "clubs", "statistics"]) {
        await page.goto(`/#/federation/${FEDERATION}/${section}`);
        await expect(
          page.getByRole("tab", { name: t(`federation.tabs.${section}`), selected: true }),
        ).toBeVisible();
        await expect(page.getByRole("tabpanel")).toBeVisible();
        covered.push(...(await walk(page, `federation ${section}`)));
      }
      expect(covered).toEqual([]);
    });

    test("landing and users", async ({ page }) => {
      await prepare(page, "en", "light");
      await logIn(page, accounts.admin, { lang: "en" });
      await page.goto("/#/Landing");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const covered = await walk(page, "landing");
      await page.goto("/#/users");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await shot(page, `focus-users-${device}`);
      covered.push(...(await walk(page, "users")));
      expect(covered).toEqual([]);
    });
  });
}
