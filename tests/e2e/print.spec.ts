import { execFileSync } from "node:child_process";
import type { Page } from "@playwright/test";
import { cerfaBudget } from "#core/cerfa";
import { workedExample } from "#core/cost-model/index";
import { expect, test } from "./fixtures";
import { texts } from "./locale-texts";
import { accounts, logIn } from "./session";
import { prepare, settled, shot, viewports } from "./screens";

// Issue 31.5 (product.md: print expands all tabs) and 31.12 (the tabs' code comes in before the click).
const TABS = ["calculator", "resell", "statistics", "scenarios", "cashPlan"] as const;
const LAZY_CHUNKS = [
  "resell-tab-",
  "club-statistics-tab-",
  "scenarios-tab-",
  "cash-plan-tab-",
  "apex-chart-",
];
const t = texts.en;

test.use({ viewport: viewports.desktop });

/** The scripts the page has fetched so far (file names). */
const fetchedScripts = (page: Page) =>
  page.evaluate(() =>
    performance.getEntriesByType("resource").map((entry) => entry.name.split("/").pop() ?? ""),
  );

/** On print media: each tab's name as a heading, each tab drawn (no placeholder left), the charts drawn. */
async function expectEveryTabPrinted(page: Page) {
  await page.emulateMedia({ media: "print" });
  for (const tab of TABS) {
    const panel = page.locator(`[data-print-panel="${tab}"]`);
    await expect(
      panel.getByRole("heading", { level: 2, name: t(`calculator.tabs.${tab}`), exact: true }),
    ).toBeVisible();
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
  if (process.env.E2E_SHOTS)
    await page.pdf({
      path: "tests/e2e/screenshots/calculator-print.pdf",
      format: "A4",
      printBackground: true,
    });
  await shot(page, "calculator-print");
});

test("the tabs' code comes in while idle, and the browser's own print draws every tab at once", async ({
  page,
}) => {
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
  await expect(
    page.getByRole("tab", { name: t("calculator.tabs.calculator"), selected: true }),
  ).toBeVisible();
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

// Issue 46.2: a print is a report, not a screenshot. The PDFs are Chromium's print of the page (print
// media, the stylesheet's @page), read back with poppler (pdfinfo, pdftotext).
const A4_WIDTH_PT = 595;

/** The page printed to a PDF under the test's output folder. */
async function printedPdf(page: Page, name: string): Promise<string> {
  const file = test.info().outputPath(`${name}.pdf`);
  await page.emulateMedia({ media: "print" });
  await page.pdf({ path: file, format: "A4", printBackground: true, preferCSSPageSize: true });
  return file;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const pdfPages = (file: string) =>
  Number(/Pages:\s+(\d+)/.exec(execFileSync("pdfinfo", [file], { encoding: "utf8" }))?.[1]);
const pdfText = (file: string) =>
  execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" }).replace(/[\u00a0\u202f]/g, " ");

/** Every word's box on the pages (pdftotext -bbox): a word cut at an edge sits partly outside 0..595 pt. */
function pdfWords(file: string): { word: string; xMin: number; xMax: number }[] {
  const html = execFileSync("pdftotext", ["-bbox", file, "-"], { encoding: "utf8" });
  return [
    ...html.matchAll(/<word xMin="([\d.]+)" yMin="[\d.]+" xMax="([\d.]+)" yMax="[\d.]+">([^<]*)<\/word>/g),
  ].map((m) => ({
    word: m[3] ?? "",
    xMin: Number(m[1]),
    xMax: Number(m[2]),
  }));
}

async function openCerfa(page: Page) {
  await prepare(page, "en", "light");
  await logIn(page, accounts.club, { lang: "en" });
  await page.getByRole("button", { name: t("calculator.menu.label"), exact: true }).click();
  await page.getByRole("menuitem", { name: t("calculator.exports.menuCerfa") }).click();
  const dialog = page.getByRole("dialog", { name: t("calculator.exports.title") });
  await expect(dialog.getByTestId("cerfa-method").first()).toBeVisible();
  await page.evaluate(() => (window.print = () => undefined));
  await dialog.getByRole("button", { name: t("calculator.exports.print"), exact: true }).click();
}

test("the Cerfa dialog's print is its whole table on one A4 page, nothing cut at the edges", async ({
  page,
}) => {
  await openCerfa(page);
  const budget = cerfaBudget(workedExample(), "en");
  const file = await printedPdf(page, "cerfa-print");
  const text = pdfText(file);
  expect(pdfPages(file)).toBe(1);
  // The table's first row and its last (the contributions in kind received, 87), the result between.
  for (const row of [budget.charges[0], budget.total87])
    expect(text).toMatch(new RegExp(`${row?.account}\\s+${escapeRegExp(row?.label ?? "")}`));
  expect(text).toContain(t("calculator.exports.result"));
  const words = pdfWords(file);
  expect(words.filter((word) => word.xMin < 0 || word.xMax > A4_WIDTH_PT)).toEqual([]);
  // Laid across the page's width, not in a dialog's: the products' column starts past its middle.
  const products = words.find((word) => word.word === t("calculator.exports.products").split(" ")[0]);
  expect(products?.xMin).toBeGreaterThan(A4_WIDTH_PT / 2 - 20);
  for (const label of [t("calculator.exports.print"), t("calculator.exports.downloadCsv")])
    expect(text).not.toContain(label);
});

test("the calculator's print: no buttons, the sliders as figures, rows and cards kept whole", async ({
  page,
}) => {
  await prepare(page, "en", "light");
  await logIn(page, accounts.club, { lang: "en" });
  await expect(page.getByRole("tab", { name: t("calculator.tabs.calculator") })).toBeVisible();
  await page.evaluate(() => (window.print = () => undefined));
  await page.getByRole("button", { name: t("calculator.menu.label"), exact: true }).click();
  await page.getByRole("menuitem", { name: t("calculator.menu.print") }).click();
  await expectEveryTabPrinted(page);
  await settled(page);
  const screen = page.locator("#calculator-screen");
  // Nothing to press on paper (a figure or a section's name on a button stays, as text), and no empty
  // track of a slider: its value stands beside its name.
  expect(
    await screen
      .locator(".app-button:visible")
      .evaluateAll((buttons) => buttons.map((button) => button.textContent)),
  ).toEqual([]);
  await expect(screen.getByRole("button", { name: "Amount of Licences", exact: false })).toBeVisible();
  await expect(screen.locator('input[type="range"]').first()).toBeHidden();
  const rates = await screen.locator('[data-testid="rate-value"]').allTextContents();
  expect(rates.length).toBeGreaterThan(0);
  // Rows of tables and the categories' cards are not split between two pages.
  const splittable = await screen
    .locator('tr, li, [data-testid^="category-"], .surface')
    .evaluateAll((nodes) => nodes.filter((node) => getComputedStyle(node).breakInside !== "avoid").length);
  expect(splittable).toBe(0);
  // Last: Chromium's PDF ends with afterprint, which folds the tabs back.
  const file = await printedPdf(page, "calculator-print");
  const text = pdfText(file);
  for (const rate of rates) expect(text).toContain(rate.replace(/[\u00a0\u202f]/g, " "));
  for (const label of [
    t("resell.poster"),
    t("resell.voted.vote"),
    t("pricing.scenarios.add"),
    t("pricing.social.addFamily"),
  ])
    expect(text).not.toContain(label);
  // Nor the screen's how-to of the sliders.
  expect(text).not.toContain(t("resell.sliderModeNote"));
  // Of the rounding's two choices, the one taken.
  expect(text).toContain(t("resell.precision.whole"));
  expect(text).not.toContain(t("resell.precision.cents"));
});
