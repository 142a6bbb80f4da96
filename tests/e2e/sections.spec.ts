import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { computeCalculator, formatAmount, formatNumber } from "#core/cost-model/index";
import { WORKED_EXAMPLE_HOURS_EXPECTED as X } from "#core/cost-model/worked-example-hours";
import type { Calculator } from "#core/schemas/calculator";
import { nextGroupName } from "#core/schemas/calculator-basics";
import { sectionsBudget, sectionsCsv } from "#core/sections-budget";
import { texts } from "./locale-texts";
import { type Lang, prepare, viewports } from "./screens";
import { accounts, CLUB, logIn, look, PASSWORD, problems, scan, useAxeScans } from "./walk";

useAxeScans();

// Issue 41's screens (season-money.md section 2): worked example 2 typed on the demo club (cost-model.md's
// worked example) through the budget: weekly hours U11 3, U15 4.5, Loisir 1.5 and the Coach (-9000)
// shared by hours. The cards then read U11 M 144, U15 M 170, the Prices tab a result of 4,280; the
// Sections tab gives each group its money (Jeunes -720, Adultes 5,000, adding up to the club's 4,280)
// and the sections CSV the API exports; POST calculation/evaluate gives the same on the saved document.

const tab = (page: Page, lang: Lang, key: string) =>
  page.getByRole("tab", { name: texts[lang](`calculator.tabs.${key}`) });
const HOURS = { U11: "3", U15: "4.5", Loisir: "1.5" } as const;

/** The club admin's own API session beside the browser's. */
async function apiHeaders(page: Page): Promise<Record<string, string>> {
  const login = await page.request.post("/api/auth/login", {
    data: { login: accounts.club, password: PASSWORD },
  });
  const token = ((await login.json()) as { token: string }).token;
  return { "x-access-token": token, "x-organization-id": CLUB.id };
}

async function retrieve(page: Page, headers: Record<string, string>): Promise<Calculator> {
  const answer = await page.request.get("/api/calculation/retrieve", { headers });
  return ((await answer.json()) as { data: Calculator }).data;
}

/** The ids of every item, by place: a save must not change one. */
const idsOf = (doc: Calculator) => [
  ...doc.internalFees.map((line) => line.id),
  ...doc.benefits.map((benefit) => benefit.id),
  ...doc.groups.flatMap((group) => [group.id, ...group.categories.map((category) => category.id)]),
];

/** Stores now (the autosave waits up to a minute) and waits for the server's answer. */
async function saveNow(page: Page, lang: Lang) {
  const t = texts[lang];
  await page.getByRole("button", { name: t("calculator.menu.save"), exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: t("calculator.save.dirty") })).toHaveCount(0);
}

for (const lang of ["fr", "en"] as Lang[]) {
  test(`worked example 2 typed through the budget: hours, a line by hours, the Sections tab, its CSV and evaluate agree (${lang})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    const t = texts[lang];
    const money = (value: number) => formatAmount(value, lang);
    await prepare(page, lang, "light");
    await logIn(page, t, accounts.club);
    await expect(page).toHaveURL(/\/calculator$/);
    const headers = await apiHeaders(page);
    const before = await retrieve(page, headers);

    // The hours on each category's card; a wrong value says the field's range and is not saved.
    const u11Hours = page.getByLabel(t("calculator.category.hoursOf", { name: "U11" }), { exact: true });
    await u11Hours.fill("-2");
    await expect(
      page
        .getByRole("alert")
        .filter({ hasText: t("checks.not_in_range", { min: "0", max: formatNumber(10_000, lang) }) }),
    ).toBeVisible();
    await expect(u11Hours).toHaveAttribute("aria-invalid", "true");
    for (const [name, hours] of Object.entries(HOURS))
      await page
        .getByLabel(t("calculator.category.hoursOf", { name }), { exact: true })
        .fill(lang === "fr" ? hours.replace(".", ",") : hours);
    await expect(u11Hours).not.toHaveAttribute("aria-invalid", "true");

    // The Coach shared by hours, from the line's own dropdown.
    const coach = page.getByLabel(t("calculator.allocation.of", { name: "Coach" }), { exact: true });
    await coach.selectOption("hours");
    await expect(coach).toHaveValue("hours");
    const fees = page.getByRole("region", { name: t("calculator.sections.internalFees"), exact: true });
    await expect(fees.getByTestId("allocation-face").first()).toHaveText(
      t("calculator.allocation.short.hours"),
    );

    // The cards' prices follow at once: U11 144, U15 170 (Loisir keeps its 150 set by hand).
    for (const [name, figures] of Object.entries(X.categories))
      await expect(
        page.getByLabel(t("calculator.perMember.membershipOf", { name }), { exact: true }),
      ).toHaveText(money(figures.M));
    // U11's card: its part of the club's fees is 3,800 / 20 = 190 a member (by head it was 130).
    const u11Card = page.getByRole("article", { name: t("calculator.category.label", { name: "U11" }) });
    await expect(u11Card.getByText(money(-190), { exact: true })).toBeVisible();
    await look(page, "sections: budget with the coach by hours", lang, "desktop");
    await u11Card.screenshot({ path: test.info().outputPath(`category-card-${lang}-desktop.png`) });
    await fees.screenshot({ path: test.info().outputPath(`line-editor-${lang}-desktop.png`) });
    await saveNow(page, lang);

    // Saved with the keys, the hours and every id as they were.
    await expect.poll(async () => (await retrieve(page, headers)).internalFees[0].allocation).toBe("hours");
    const saved = await retrieve(page, headers);
    expect(saved.groups.flatMap((g) => g.categories.map((c) => c.hours))).toEqual([3, 4.5, 1.5]);
    expect(idsOf(saved)).toEqual(idsOf(before));
    expect(idsOf(saved).every((id) => typeof id === "string")).toBe(true);

    // POST calculation/evaluate on the saved document: worked example 2's figures.
    const evaluated = await page.request.post("/api/calculation/evaluate", {
      headers,
      data: { input: saved },
    });
    type Evaluated = {
      categories: { category: string; E: number; S: number; A: number; M: number }[];
      totals: Record<string, number>;
    };
    const { data } = (await evaluated.json()) as { data: Evaluated };
    expect(data.categories.map((c) => [c.category, c.E, c.S, c.A, c.M])).toEqual(
      Object.entries(X.categories).map(([name, c]) => [name, c.E, c.S, c.A, c.M]),
    );
    expect(data.totals).toMatchObject({ NC: X.totals.NC, ST: X.totals.ST, result: X.totals.result });

    // The Prices tab's result.
    await tab(page, lang, "resell").click();
    await expect(page.getByTestId("forecast-result")).toHaveText(money(X.totals.result));

    // The Sections tab: each group, the club's total, who pays for whom, the chart.
    await tab(page, lang, "sections").click();
    const panel = page.getByRole("tabpanel");
    await expect(panel.getByRole("heading", { name: t("calculator.bySection.heading") })).toBeVisible();
    const cell = (row: string, column: string) =>
      panel.getByTestId(row).locator(`td[data-column="${column}"]`);
    const expected = {
      "section-0": {
        members: "50",
        charges: -9900,
        subsidies: 1200,
        memberships: 7980,
        inKind: 4550,
        result: -720,
      },
      "section-1": {
        members: "50",
        charges: -3500,
        subsidies: 1000,
        memberships: 7500,
        inKind: 4550,
        result: 5000,
      },
      "section-club": {
        members: "100",
        charges: -13400,
        subsidies: 2200,
        memberships: X.totals.ST,
        inKind: 9100,
        result: X.totals.result,
      },
    };
    for (const [row, figures] of Object.entries(expected))
      for (const [column, value] of Object.entries(figures))
        await expect(cell(row, column)).toHaveText(typeof value === "string" ? value : money(value));
    // The same figures as core's evaluation of the saved document.
    expect(computeCalculator(saved).resell.sellTotal).toBe(X.totals.ST);
    const statement = page.getByTestId("sections-statement");
    await expect(statement).toContainText(
      t("calculator.bySection.pays_one", { payers: "Adultes", paidFor: "Jeunes" }),
    );
    await expect(statement).toContainText(
      t("calculator.bySection.brings", { name: "Adultes", amount: money(5000) }),
    );
    await expect(statement).toContainText(
      t("calculator.bySection.costs", { name: "Jeunes", amount: money(720) }),
    );
    const chart = panel.getByRole("figure", { name: t("calculator.bySection.chartLabel") });
    await expect(chart.locator("svg.apexcharts-svg")).toBeVisible();
    await expect(chart.locator("figcaption")).toHaveText(`Jeunes: ${money(-14.4)}; Adultes: ${money(100)}`);
    await scan(page, "sections: the sections tab", lang, "desktop");
    expect(problems).toEqual([]);

    // The CSV is the API's export of the saved document: the Cerfa rows of each group, then the club's.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      panel.getByRole("button", { name: t("calculator.bySection.download") }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^budget-sections-\d{4}-\d{4}\.csv$/);
    const csv = readFileSync(await download.path(), "utf8");
    expect(csv).toBe(sectionsCsv(sectionsBudget(saved, "fr"), "fr"));
    expect(csv).toContain("Jeunes;");
    expect(csv).toContain("Adultes;");

    // A reload keeps the key and the hours.
    await page.reload();
    await expect(
      page.getByLabel(t("calculator.allocation.of", { name: "Coach" }), { exact: true }),
    ).toHaveValue("hours");
    await expect(
      page.getByLabel(t("calculator.category.hoursOf", { name: "U15" }), { exact: true }),
    ).toHaveValue(lang === "fr" ? "4,5" : "4.5");

    // On a phone, by night: the line editor, the card and the Sections tab.
    const context = await browser.newContext({
      baseURL,
      viewport: viewports.phone,
      colorScheme: "dark",
      reducedMotion: "reduce",
    });
    const phone = await context.newPage();
    await prepare(phone, lang, "dark");
    await logIn(phone, t, accounts.club);
    await expect(phone).toHaveURL(/\/calculator$/);
    const phoneFees = phone.getByRole("region", { name: t("calculator.sections.internalFees"), exact: true });
    await expect(
      phoneFees.getByLabel(t("calculator.allocation.of", { name: "Coach" }), { exact: true }),
    ).toHaveValue("hours");
    await phoneFees.screenshot({ path: test.info().outputPath(`line-editor-${lang}-phone-dark.png`) });
    await phone
      .getByRole("article", { name: t("calculator.category.label", { name: "U15" }) })
      .screenshot({ path: test.info().outputPath(`category-card-${lang}-phone-dark.png`) });
    await tab(phone, lang, "sections").click();
    await expect(phone.getByTestId("section-club").locator('td[data-column="result"]')).toHaveText(
      money(X.totals.result),
    );
    expect(
      await phone.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);
    await phone.screenshot({
      path: test.info().outputPath(`sections-${lang}-phone-dark.png`),
      fullPage: true,
    });
    await scan(phone, "sections: the sections tab", lang, "phone");
    expect(problems).toEqual([]);
    await context.close();
  });
}

test("a line shared within one group, a group picked before its first save, and that group removed: the line goes back to members and the save is kept (fr)", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const t = texts.fr;
  const money = (value: number) => formatAmount(value, "fr");
  await prepare(page, "fr", "light");
  await logIn(page, t, accounts.club);
  await expect(page).toHaveURL(/\/calculator$/);
  const headers = await apiHeaders(page);
  const before = await retrieve(page, headers);
  const equipment = page.getByLabel(t("calculator.allocation.of", { name: "Equipment" }), { exact: true });

  // Equipment (1,000) within Jeunes alone: U11's part of the club's fees is 600 + 3,000 (Coach by hours) + 400, for 20 members.
  await equipment.selectOption("g0");
  const fees = page.getByRole("region", { name: t("calculator.sections.internalFees"), exact: true });
  await expect(fees.getByTestId("allocation-face").nth(1)).toHaveText(
    t("calculator.allocation.short.group", { name: "Jeunes" }),
  );
  const u11Card = page.getByRole("article", { name: t("calculator.category.label", { name: "U11" }) });
  await expect(u11Card.getByText(money(-200), { exact: true })).toBeVisible();
  await saveNow(page, "fr");
  await expect
    .poll(async () => (await retrieve(page, headers)).internalFees[1].allocation)
    .toEqual({ group: before.groups[0].id });

  // A group added now has no id yet: picking it gives it one, which the store keeps.
  const name = nextGroupName(before);
  await page.getByRole("button", { name: t("calculator.groups.add"), exact: true }).click();
  await equipment.selectOption({ label: name });
  await expect(fees.getByTestId("allocation-face").nth(1)).toHaveText(
    t("calculator.allocation.short.group", { name }),
  );
  await saveNow(page, "fr");
  await expect.poll(async () => (await retrieve(page, headers)).groups.length).toBe(3);
  const saved = await retrieve(page, headers);
  expect(saved.groups[2].id).toMatch(/^g-[0-9a-z]{8}$/);
  expect(saved.internalFees[1].allocation).toEqual({ group: saved.groups[2].id });

  // Removing that group says the line goes back to members, and the save that follows is not refused.
  await page.getByRole("button", { name: t("calculator.groups.remove", { name }), exact: true }).click();
  const dialog = page.getByRole("alertdialog").or(page.getByRole("dialog"));
  await expect(dialog).toContainText(t("calculator.allocation.released_one", { count: 1 }));
  await dialog.getByRole("button", { name: t("calculator.remove.confirm"), exact: true }).click();
  await expect(equipment).toHaveValue("members");
  await saveNow(page, "fr");
  await expect.poll(async () => (await retrieve(page, headers)).groups.length).toBe(2);
  expect((await retrieve(page, headers)).internalFees[1].allocation).toBeUndefined();
  await expect(
    page.getByRole("status").filter({ hasText: t("calculator.save.failed", { reason: "" }).trim() }),
  ).toHaveCount(0);
});
