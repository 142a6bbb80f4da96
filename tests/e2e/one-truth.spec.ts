import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { cerfaBudget } from "#core/cerfa";
import {
  computeCalculator,
  evaluateCalculator,
  formatAmount,
  formatPercent,
  workedExample,
} from "#core/cost-model/index";
import { texts } from "./locale-texts";
import { type Lang, prepare } from "./screens";
import { accounts, logIn } from "./session";

// Issue 38 ("Trust: one truth per figure"), its closing test: cost-model.md's worked example (the demo
// club) WITH social pricing, a 20 % second-child discount for 30 % of members (d = 0.06). The memberships
// collected (12,720 x 0.94 = 11,956.80) and the forecast result (756.80) are the same numbers under the
// same names on the Prices, Scenarios, Calculator and Statistics tabs, in the Cerfa view and its CSV and
// in the general-meeting PDF; the list-price figures (12,720 and a "margin" of 1,520) are nowhere.
const socialPricing = { familyDiscounts: [{ rank: 2, pct: 20, share: 30 }], tiers: [], thirdPartyAids: [] };
const doc = { ...workedExample(), socialPricing };
const figures = evaluateCalculator(doc);
const computed = computeCalculator(doc);
const ST = 11_956.8;
const RESULT = 756.8;
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

function hasPdftotext(): boolean {
  try {
    execFileSync("pdftotext", ["-v"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

const tab = (page: Page, lang: Lang, key: string) =>
  page.getByRole("tab", { name: texts[lang](`calculator.tabs.${key}`) });

/** The discount on the Prices tab: added, or the one a previous test left (the autosave may have stored it). */
async function setSocialPricing(page: Page, lang: Lang) {
  const t = texts[lang];
  const section = page.getByTestId("social-pricing");
  const family = section.getByRole("group", {
    name: t("pricing.social.rowOf", { list: t("pricing.social.family"), n: 1 }),
  });
  if ((await family.count()) === 0)
    await section.getByRole("button", { name: t("pricing.social.addFamily") }).click();
  await family.getByLabel(t("pricing.social.pct")).fill("20");
  await family.getByLabel(t("pricing.social.share")).fill("30");
}

/** No list-price total and no second name for the result in a part of the screen. */
async function noListPriceFigures(area: Locator, lang: Lang) {
  const money = (value: number) => formatAmount(value, lang);
  await expect(area).not.toContainText(money(12_720));
  await expect(area).not.toContainText(money(1520));
}

for (const lang of ["fr", "en"] as Lang[]) {
  test(`one number under one name per figure with social pricing: screens, Cerfa CSV and general-meeting PDF (${lang})`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(240_000);
    const t = texts[lang];
    const money = (value: number) => formatAmount(value, lang);
    expect(figures.totals.ST).toBeCloseTo(ST, 9);
    expect(figures.totals.result).toBeCloseTo(RESULT, 9);
    expect(computed.resell.sellTotal).toBeCloseTo(ST, 9);

    await prepare(page, lang, "light");
    await logIn(page, accounts.club, { lang });
    await expect(page).toHaveURL(/\/calculator$/);

    // Prices: memberships collected after the discounts, the result once, under its one name.
    await tab(page, lang, "resell").click();
    await setSocialPricing(page, lang);
    const sellTotal = page.getByTestId("resell-sell-total");
    await expect(sellTotal).toContainText(t("resell.sellTotal"));
    await expect(sellTotal.getByTestId("sell-total")).toHaveText(money(ST));
    await expect(sellTotal).toContainText(t("resell.sellTotalHintDiscounted"));
    const result = page.getByTestId("resell-margin");
    await expect(result).toContainText(t("pricing.breakEven.result"));
    await expect(page.getByTestId("forecast-result")).toHaveText(money(RESULT));
    await expect(page.getByTestId("forecast-result")).toHaveCount(1);
    await expect(result.getByTestId("result-percent")).toHaveText(
      t("resell.marginOf", { percent: formatPercent(RESULT / 11_200, lang) }),
    );
    // The result's colour is its sign's, as on the Scenarios tab (green here).
    await expect(page.getByTestId("forecast-result")).toHaveClass(/text-green-700/);
    const panel = page.getByRole("tabpanel");
    await noListPriceFigures(panel, lang);
    // Each group's margin is its part of that result: -793.20 for Jeunes, 1,550 for Adultes.
    await expect(panel).toContainText(money(-793.2));
    await expect(panel).toContainText(money(1550));
    await page.screenshot({ path: testInfo.outputPath(`prices-social-${lang}.png`), fullPage: true });

    // Scenarios: today's column and result are the Prices tab's numbers; no "margin" row beside the result.
    await tab(page, lang, "scenarios").click();
    await expect(page.getByTestId("scenario-today-result")).toHaveText(
      `${t("pricing.scenarios.result")} ${money(RESULT)}`,
    );
    await page.getByRole("button", { name: t("pricing.scenarios.preset.grantCut") }).click();
    const table = page.getByTestId("scenario-table");
    const todayOf = (name: string) =>
      table
        .getByRole("row")
        .filter({ has: page.getByRole("rowheader", { name, exact: true }) })
        .getByRole("cell")
        .first();
    await expect(todayOf(t("pricing.scenarios.figures.sellTotal"))).toHaveText(money(ST));
    await expect(todayOf(t("pricing.scenarios.figures.result"))).toHaveText(money(RESULT));
    await expect(table.getByRole("rowheader")).toHaveCount(3 + 2 * 3);
    await noListPriceFigures(table, lang);
    // The quick scenario goes again: the test reads today's figures only.
    await page
      .getByRole("button", {
        name: t("pricing.scenarios.deleteLabel", { name: t("pricing.scenarios.preset.grantCut") }),
      })
      .click();
    await page
      .getByRole("dialog")
      .getByRole("button", { name: t("pricing.scenarios.delete") })
      .click();
    await expect(page.getByTestId("scenario-s1")).toHaveCount(0);

    // The Calculator tab's bottom line.
    await tab(page, lang, "calculator").click();
    const summary = page.getByRole("region", { name: t("calculator.summary.label") });
    await expect(
      summary
        .locator("div")
        .filter({ hasText: t("calculator.summary.sellTotal") })
        .locator("dd"),
    ).toHaveText(money(ST));

    // Statistics: the headline says it reads the list price, and what the club receives per member (ST / N).
    await tab(page, lang, "statistics").click();
    await expect(page.getByTestId("pays-list-price")).toHaveText(
      t("clubStats.paysListPrice", { received: money(ST / 100) }),
    );
    await page
      .getByTestId("pays-statement")
      .screenshot({ path: testInfo.outputPath(`statistics-headline-${lang}.png`) });

    // The Cerfa view and its CSV: memberships (756) are ST, and the result is the same 756.80.
    await page.getByRole("button", { name: t("calculator.menu.label"), exact: true }).click();
    await page.getByRole("menuitem", { name: t("calculator.exports.menuCerfa") }).click();
    const dialog = page.getByRole("dialog", { name: t("calculator.exports.title") });
    const amountOf = async (account: string) =>
      plain((await dialog.locator(`tr[data-account="${account}"] td`).last().textContent()) ?? "");
    expect(await amountOf("756")).toBe(plain(money(ST)));
    await expect(dialog.getByTestId("cerfa-result")).toContainText(t("calculator.exports.result"));
    expect(plain((await dialog.getByTestId("cerfa-result").textContent()) ?? "")).toContain(
      plain(money(RESULT)),
    );
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      dialog.getByRole("button", { name: t("calculator.exports.downloadCsv") }).click(),
    ]);
    const csv = readFileSync(await download.path())
      .subarray(3)
      .toString("utf8")
      .split("\r\n");
    const row756 = cerfaBudget(doc, "fr").rows.find((row) => row.account === "756");
    expect(row756?.amount).toBeCloseTo(ST, 9);
    expect(csv).toContain(`756;${row756?.label};11956,80`);
    expect(csv.join("\n")).not.toContain("12720,00");

    // The general-meeting PDF, from the same dialog: the same two numbers under the same two names.
    const [pack] = await Promise.all([
      page.waitForEvent("download"),
      dialog.getByRole("button", { name: t("calculator.exports.downloadPack") }).click(),
    ]);
    const file = testInfo.outputPath(`pack-social-${lang}.pdf`);
    await pack.saveAs(file);
    test.skip(!hasPdftotext(), "pdftotext is not installed here (apt-get install -y poppler-utils)");
    const text = plain(execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" }));
    const lines = text.split("\n");
    const p = (key: string) => t(`calculator.exports.pack.${key}`);
    expect(
      lines.find((line) => line.includes(p("sellTotal"))),
      "memberships collected",
    ).toContain(plain(money(ST)));
    expect(
      lines.find((line) => line.includes(p("resultLine"))),
      "forecast result",
    ).toContain(plain(money(RESULT)));
    expect(text).not.toContain(plain(money(12_720)));
    expect(text).not.toContain(plain(money(1520)));
    // The headline under the donut says it reads the list price, as the tab does.
    expect(text.replace(/\s+/g, " ")).toContain(
      t("clubStats.paysListPrice", { received: plain(money(ST / 100)) }),
    );
  });
}
