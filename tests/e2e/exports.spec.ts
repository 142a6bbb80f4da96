import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { cerfaBudget } from "../../core/cerfa";
import { evaluateFigures, formatAmount, workedExample } from "../../core/cost-model";
import { texts } from "./locale-texts";
import { type Lang, prepare } from "./screens";
import { accounts, logIn } from "./session";

// Issue 29 on the demo club, which holds cost-model.md's worked example: the Cerfa budget view, its
// CSV and the general-meeting PDF hold the figures core computes (86 = 87 = 9,100, result 1,520).
const example = workedExample();
const figures = evaluateFigures(example);
// The view's test moves the coach (internal fee, 60 by default) to staff costs, 64, with the line's dropdown.
const coachAsStaff = workedExample();
coachAsStaff.internalFees[0].account = 64;
const budget = cerfaBudget(coachAsStaff);

function hasPdftotext(): boolean {
  try {
    execFileSync("pdftotext", ["-v"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

async function openCalculator(page: Page, lang: Lang) {
  await prepare(page, lang, "light");
  await logIn(page, accounts.club, { lang });
  await expect(page).toHaveURL(/\/calculator$/);
}

async function menuItem(page: Page, lang: Lang, key: string) {
  const t = texts[lang];
  await page.getByRole("button", { name: t("calculator.menu.label"), exact: true }).click();
  await page.getByRole("menuitem", { name: t(`calculator.exports.${key}`) }).click();
}

/** The PDF's text as pdftotext reads it, spaces of every width made plain. */
function pdfText(file: string): string {
  return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" }).replace(/[\u00a0\u202f]/g, " ");
}

test("the Cerfa budget view and its CSV (fr)", async ({ page }, testInfo) => {
  const t = texts.fr;
  const money = (value: number) => formatAmount(value, "fr").replace(/[\u00a0\u202f]/g, " ");
  await openCalculator(page, "fr");
  await page.getByRole("combobox", { name: t("calculator.exports.accountOf", { name: "Coach" }) }).selectOption("64");
  await menuItem(page, "fr", "menuCerfa");
  const dialog = page.getByRole("dialog", { name: t("calculator.exports.title") });
  await expect(dialog).toBeVisible();
  const amountOf = async (account: string) => ((await dialog.locator(`tr[data-account="${account}"] td`).last().textContent()) ?? "").replace(/[\u00a0\u202f]/g, " ");
  expect(await amountOf("86")).toBe(money(9100));
  expect(await amountOf("87")).toBe(money(9100));
  expect(await amountOf("756")).toBe(money(figures.totals.ST));
  expect(await amountOf("64")).toBe(money(9000));
  expect(await amountOf("60")).toBe(money(1400));
  expect(await amountOf("6")).toBe(money(13_400));
  await expect(dialog.getByTestId("cerfa-result")).toContainText(money(1520).split(" ")[0]);
  // The volunteer hour's method sentence, from the season's reference rates.
  await expect(dialog.getByTestId("cerfa-method").first()).toContainText("SMIC");
  await page.screenshot({ path: testInfo.outputPath("cerfa-view-fr.png"), fullPage: true });

  const [download] = await Promise.all([page.waitForEvent("download"), dialog.getByRole("button", { name: t("calculator.exports.downloadCsv") }).click()]);
  expect(download.suggestedFilename()).toMatch(/^cerfa-12156-\d{4}-\d{4}\.csv$/);
  const bytes = readFileSync(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString("utf8").split("\r\n");
  expect(lines[0]).toBe("compte;libellé;montant");
  // Every row core computes, in its order, with a decimal comma.
  expect(lines.slice(1, -1)).toEqual(budget.rows.map((row) => `${row.account};${row.label};${row.amount.toFixed(2).replace(".", ",")}`));
  expect(lines).toContain("86;Total des emplois des contributions volontaires en nature;9100,00");
  expect(lines).toContain("87;Total des contributions volontaires en nature;9100,00");
});

for (const lang of ["fr", "en"] as Lang[]) {
  test(`the general-meeting pack's PDF holds the figures (${lang})`, async ({ page }, testInfo) => {
    test.skip(!hasPdftotext(), "pdftotext is not installed here (apt-get install -y poppler-utils; .ci/run installs it)");
    await openCalculator(page, lang);
    const [download] = await Promise.all([page.waitForEvent("download"), menuItem(page, lang, "menuPack")]);
    expect(download.suggestedFilename()).toMatch(lang === "fr" ? /^assemblee-generale-/ : /^general-meeting-/);
    const file = testInfo.outputPath(`pack-${lang}.pdf`);
    await download.saveAs(file);
    const text = pdfText(file);
    const money = (value: number) => formatAmount(value, lang).replace(/[\u00a0\u202f]/g, " ");
    const p = (key: string, values?: Record<string, string>) => texts[lang](`calculator.exports.pack.${key}`, values);
    expect(text).toContain(p("title", { season: download.suggestedFilename().replace(/^.*-(\d{4}-\d{4})\.pdf$/, "$1") }));
    for (const key of ["budget", "result", "categories", "inKind", "poster"]) expect(text).toContain(p(key));
    // The budget, the result, the contributions in kind (86 = 87) and each category's net cost, real cost and price.
    for (const value of [13_400, figures.totals.ST, 2200, 1520, 9100]) expect(text).toContain(money(value));
    expect(text.split(money(9100)).length - 1).toBeGreaterThanOrEqual(2);
    for (const c of figures.categories) {
      const row = text.split("\n").find((line) => line.includes(c.category) && line.includes(money(c.R)));
      expect(row, `${c.category} row`).toBeDefined();
      expect(row).toContain(money(c.A));
      expect(row).toContain(money(c.M));
    }
  });
}
