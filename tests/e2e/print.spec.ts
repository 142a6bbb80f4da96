import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { texts } from "./locale-texts";
import { accounts, logIn } from "./session";
import { prepare, settled, shot, viewports } from "./screens";

// Issue 31.5 (product.md: print expands all tabs) and 31.12 (the tabs' code comes in before the click).
const TABS = ["calculator", "resell", "statistics", "scenarios", "cashPlan"] as const;
const LAZY_CHUNKS = ["resell-tab-", "club-statistics-tab-", "scenarios-tab-", "cash-plan-tab-", "apex-chart-"];
const t = texts.en;

test.use({ viewport: viewports.desktop });

/** The scripts the page has fetched so far (file names). */
const fetchedScripts = (page: Page) => page.evaluate(() => performance.getEntriesByType("resource").map((entry) => entry.name.split("/").pop() ?? ""));

/** On print media: each tab's name as a heading, each tab drawn (no placeholder left), the charts drawn. */
async function expectEveryTabPrinted(page: Page) {
  await page.emulateMedia({ media: "print" });
  for (const tab of TABS) {
    const panel = page.locator(`[data-print-panel="${tab}"]`);
    await expect(panel.getByRole("heading", { level: 2, name: t(`calculator.tabs.${tab}`), exact: true })).toBeVisible();
  }
  await expect(page.locator("#calculator-screen [data-loading]")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: t("resell.heading") })).toBeVisible();
  await expect(page.getByRole("heading", { name: t("clubStats.heading") })).toBeVisible();
  await expect(page.locator('[data-print-panel="statistics"] .apexcharts-canvas svg').first()).toBeVisible();
  // A chart is drawn inside the A4 text width (186 mm, about 703 px), not at the screen's.
  const widest = await page
    .locator('[data-print-panel="statistics"] .apexcharts-canvas svg')
    .evaluateAll((svgs) => Math.max(...svgs.map((svg) => svg.getBoundingClientRect().width)));
  expect(widest).toBeGreaterThan(100);
  expect(widest).toBeLessThanOrEqual(704);
}

test("the menu's print lays out every tab, charts drawn, in A4", async ({ page }) => {
  await prepare(page, "en", "dark");
  await logIn(page, accounts.club, { lang: "en" });
  await expect(page.getByRole("tab", { name: t("calculator.tabs.calculator") })).toBeVisible();
  // The browser's print dialog cannot be driven: the test counts the calls instead.
  await page.evaluate(() => {
    const counted = window as unknown as { printed: number };
    counted.printed = 0;
    window.print = () => void (counted.printed += 1);
  });
  await page.getByRole("button", { name: t("calculator.menu.label"), exact: true }).click();
  await page.getByRole("menuitem", { name: t("calculator.menu.print") }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  // Printed in the light theme even from night mode.
  expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(false);
  await expectEveryTabPrinted(page);
  await settled(page);
  if (process.env.E2E_SHOTS) await page.pdf({ path: "tests/e2e/screenshots/calculator-print.pdf", format: "A4", printBackground: true });
  await shot(page, "calculator-print");
});

test("the tabs' code comes in while idle, and the browser's own print draws every tab at once", async ({ page }) => {
  await prepare(page, "en", "light");
  await logIn(page, accounts.club, { lang: "en" });
  await expect(page.getByRole("tab", { name: t("calculator.tabs.calculator") })).toBeVisible();
  // No hover, no click: the calculator's idle time fetches the other tabs and the charts.
  await expect
    .poll(async () => {
      const names = await fetchedScripts(page);
      return LAZY_CHUNKS.filter((chunk) => !names.some((name) => name.startsWith(chunk)));
    })
    .toEqual([]);
  await settled(page);
  // Ctrl+P: the page gets beforeprint and no time to load anything.
  await page.evaluate(() => window.dispatchEvent(new Event("beforeprint")));
  await expectEveryTabPrinted(page);
  // After the print, the screen shows one tab again.
  await page.evaluate(() => window.dispatchEvent(new Event("afterprint")));
  await page.emulateMedia({ media: "screen" });
  await expect(page.getByRole("heading", { name: t("resell.heading") })).toBeHidden();
  await expect(page.getByRole("tab", { name: t("calculator.tabs.calculator"), selected: true })).toBeVisible();
});

test("a tab shows a skeleton, not a spinner, while its code loads", async ({ page }) => {
  await prepare(page, "en", "light");
  // The statistics tab's code is held back until the skeleton has been seen.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/club-statistics-tab-.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await logIn(page, accounts.club, { lang: "en" });
  await page.getByRole("tab", { name: t("calculator.tabs.statistics") }).click();
  const skeleton = page.locator('[data-print-panel="statistics"] [role="status"][data-loading]');
  await expect(skeleton).toBeVisible();
  await expect(skeleton.locator("svg")).toHaveCount(0);
  await shot(page, "calculator-tab-skeleton", { fullPage: false });
  release();
  await expect(page.getByRole("heading", { name: t("clubStats.heading") })).toBeVisible();
});
