import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { cashPlan, type CashPlan, WORKED_EXAMPLE_CASH_PLAN as X } from "#core/cash-plan/index";
import { formatAmount } from "#core/cost-model/index";
import type { Calculator } from "#core/schemas/calculator";
import { parisDay } from "#core/season";
import { texts } from "./locale-texts";
import { type Lang, prepare, viewports } from "./screens";
import { accounts, CLUB, logIn, PASSWORD, problems, scan, useAxeScans } from "./walk";

useAxeScans();

// Issue 43 (season-money.md section 5): the demo club holds the worked example of cost-model.md. With
// an opening balance of 2,000 the Cash plan tab reads September in 12,720.00, out 866.74, balance
// 13,853.26; October out 3,866.66; March in 2,200.00; August 3,520.00. A floor of 5,000 puts July and
// August under it; memberships taken monthly (a what-if) move the lowest month to October. The Coach's
// schedule, set on its line, moves its 10,000 to September; saved, GET calculation/cashflow agrees.
// A receipt of last month, added through the API, makes that month actual (bank) with its amount, as
// the API's cash plan shows it.

const tab = (page: Page, lang: Lang, key: string) =>
  page.getByRole("tab", { name: texts[lang](`calculator.tabs.${key}`) });
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

async function apiHeaders(page: Page): Promise<Record<string, string>> {
  const login = await page.request.post("/api/auth/login", {
    data: { login: accounts.club, password: PASSWORD },
  });
  const token = ((await login.json()) as { token: string }).token;
  return { "x-access-token": token, "x-organization-id": CLUB.id };
}

async function retrieve(
  page: Page,
  headers: Record<string, string>,
): Promise<Calculator & { context: { version: number; season: string } }> {
  const answer = await page.request.get("/api/calculation/retrieve", { headers });
  return ((await answer.json()) as { data: Calculator & { context: { version: number; season: string } } })
    .data;
}

/** Removes the season's bank transactions (another spec may leave some): the plan is the schedules'. */
async function clearActuals(page: Page, headers: Record<string, string>, season: string) {
  const answer = await page.request.get(`/api/actuals?season=${season}`, { headers });
  const ids = ((await answer.json()) as { data: { transactions: { id: string }[] } }).data.transactions.map(
    (tx) => tx.id,
  );
  if (ids.length)
    expect(
      (await page.request.post("/api/actuals/delete", { headers, data: { input: { ids } } })).status(),
    ).toBe(200);
}

/** The demo club's document without any cash plan setting or schedule: each language starts from the worked example. */
async function resetCashPlan(page: Page, headers: Record<string, string>) {
  const doc = await retrieve(page, headers);
  await clearActuals(page, headers, doc.context.season);
  const { cashPlan: _settings, ...rest } = doc;
  const bare = <T extends object>(line: T) => ({ ...line, schedule: undefined });
  const input = {
    ...rest,
    federalFees: doc.federalFees.map(bare),
    internalFees: doc.internalFees.map(bare),
    globalSubsidies: doc.globalSubsidies.map(bare),
    groups: doc.groups.map((group) => ({
      ...group,
      categories: group.categories.map((category) => ({
        ...bare(category),
        fees: category.fees.map(bare),
        subsidies: category.subsidies.map(bare),
      })),
    })),
    // A scenario whose cash plan the tab shows when it is picked: every fee 10 % higher.
    scenarios: [
      ...(doc.scenarios ?? []).filter((scenario) => scenario.id !== "fees-10"),
      {
        id: "fees-10",
        name: "Fees +10 %",
        membersPct: 0,
        subsidiesPct: 0,
        feesPct: 10,
        pricesPct: 0,
        paidBenefits: [],
      },
    ],
    context: { version: doc.context.version, inputMembership: false },
  };
  const stored = await page.request.post("/api/calculation/store", { headers, data: { input } });
  expect(stored.status()).toBe(200);
}

for (const lang of ["fr", "en"] as Lang[]) {
  test(`the cash plan of the worked example, its floor, a what-if and a line's schedule (${lang})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const t = texts[lang];
    const money = (value: number) => plain(formatAmount(value, lang));
    await prepare(page, lang, "light");
    await logIn(page, t, accounts.club);
    await expect(page).toHaveURL(/\/calculator$/);
    const headers = await apiHeaders(page);
    await resetCashPlan(page, headers);
    await page.reload();

    await tab(page, lang, "cashPlan").click();
    const panel = page.getByRole("tabpanel");
    await expect(panel.getByRole("heading", { name: t("calculator.cashPlan.heading") })).toBeVisible();
    const row = (month: string) =>
      panel.getByTestId("cash-plan-table").locator(`tr[data-month$="-${month}"]`);
    const cells = async (month: string) => (await row(month).locator("td").allInnerTexts()).map(plain);
    // Without an opening balance August ends at the forecast result, 1,520.
    await expect(row("08").locator("td").nth(2)).toHaveText(money(1520), { useInnerText: true });

    await panel
      .getByLabel(t("calculator.cashPlan.openingBalance"), { exact: true })
      .fill(String(X.openingBalance));
    await expect(row("09").locator("td").nth(2)).toHaveText(money(X.september.balance), {
      useInnerText: true,
    });
    expect(await cells("09")).toEqual([
      money(X.september.in),
      money(-X.september.out),
      money(X.september.balance),
    ]);
    expect((await cells("10"))[1]).toBe(money(-X.octoberOut));
    expect((await cells("03"))[0]).toBe(money(X.marchIn));
    expect((await cells("08"))[2]).toBe(money(X.augustBalance));
    const sentence = panel.getByTestId("cash-plan-sentence");
    const august = new Intl.DateTimeFormat(lang, { month: "long", year: "numeric", timeZone: "UTC" });
    const monthName = (month: string) => august.format(new Date(`${month}-01T00:00:00Z`));
    const season = (await retrieve(page, headers)).context.season;
    const year2 = Number(season.slice(5));
    await expect(sentence).toHaveText(
      t("calculator.cashPlan.lowestAbove", {
        balance: money(3520),
        month: monthName(`${year2}-08`),
        gap: money(3520),
      }),
      { useInnerText: true },
    );
    const chart = panel.getByRole("figure", { name: t("calculator.cashPlan.chartLabel") });
    await expect(chart.locator("svg.apexcharts-svg")).toBeVisible();
    await expect(chart.locator(".apexcharts-yaxis-annotations rect").first()).toBeAttached();
    // No transaction: every month planned, no word on the bank's.
    await expect(panel.getByTestId("cash-plan-actual-note")).toHaveCount(0);

    // A floor of 5,000: July and August are under it, by 1,480 at the lowest.
    await panel.getByLabel(t("calculator.cashPlan.floor"), { exact: true }).fill("5000");
    await expect(sentence).toHaveText(
      t("calculator.cashPlan.lowestUnder_other", {
        balance: money(3520),
        month: monthName(`${year2}-08`),
        gap: money(1480),
        count: 2,
      }),
      {
        useInnerText: true,
      },
    );
    await expect(row("07")).toContainText(t("calculator.cashPlan.underFloor"));
    await expect(row("06")).not.toContainText(t("calculator.cashPlan.underFloor"));
    await page.screenshot({ path: test.info().outputPath(`cash-plan-${lang}-desktop.png`), fullPage: true });
    await scan(page, "cash plan: the cash plan tab", lang, "desktop");

    // What if memberships came in every month: the licences' October is the lowest, 613.40 under 0.
    const whatIf = panel.getByLabel(t("calculator.cashPlan.whatIf"), { exact: true });
    await whatIf.selectOption("monthly");
    await expect(sentence).toContainText(monthName(`${year2 - 1}-10`));
    expect((await cells("10"))[2]).toBe(`${money(-613.4)} (${t("calculator.cashPlan.underFloor")})`);
    // Only shown: the document keeps each category's schedule (back to "as set", September again).
    await whatIf.selectOption("asSet");
    expect((await cells("09"))[0]).toBe(money(12720));

    // The scenario's cash plan: 1,340 more fees over the season, the October licences 3,300.
    const plan = panel.getByLabel(t("calculator.cashPlan.plan"), { exact: true });
    await plan.selectOption({ label: "Fees +10 %" });
    expect((await cells("08"))[2]).toBe(`${money(2180)} (${t("calculator.cashPlan.underFloor")})`);
    expect((await cells("10"))[1]).toBe(money(-(3300 + 916.66 + 36.66)));
    await plan.selectOption("");
    expect((await cells("08"))[2]).toBe(`${money(3520)} (${t("calculator.cashPlan.underFloor")})`);

    // The Coach paid in September, set on its line in the Calculator tab.
    await tab(page, lang, "calculator").click();
    const coach = page.getByLabel(t("calculator.cashPlan.schedule.of", { name: "Coach" }), { exact: true });
    await coach.selectOption("m9");
    const fees = page.getByRole("region", { name: t("calculator.sections.internalFees"), exact: true });
    await expect(fees.getByTestId("schedule-face").first().locator("span").first()).toHaveText(
      new Intl.DateTimeFormat(lang, { month: "short", timeZone: "UTC" }).format(
        new Date("2026-09-01T00:00:00Z"),
      ),
    );
    await fees.screenshot({ path: test.info().outputPath(`line-schedule-${lang}-desktop.png`) });
    // U11's memberships in three instalments, set on its card: 1,920 becomes 640 in September, October and November.
    const u11 = page.getByRole("article", { name: t("calculator.category.label", { name: "U11" }) });
    const expand = u11.getByRole("button", { name: t("calculator.category.expand", { name: "U11" }) });
    if (await expand.isVisible()) await expand.click();
    const u11Schedule = u11.getByLabel(
      t("calculator.cashPlan.schedule.of", {
        name: t("calculator.cashPlan.schedule.membershipsOf", { name: "U11" }),
      }),
      { exact: true },
    );
    await u11Schedule.selectOption("three");
    await expect(u11Schedule).toHaveValue("three");
    await expect(u11.getByTestId("schedule-face").locator("span").first()).toHaveText("3×");
    await u11.screenshot({ path: test.info().outputPath(`category-card-${lang}-desktop.png`) });
    await tab(page, lang, "cashPlan").click();
    expect((await cells("09"))[0]).toBe(money(12720 - 1920 + 640));
    expect((await cells("11"))[0]).toBe(money(640));
    // 9,000 in September, the equipment's 1,000 and the tournament's 400 still monthly.
    expect((await cells("09"))[1]).toBe(money(-(9000 + 83.37 + 33.37)));

    // Saved: the document holds the settings and the schedule, and the API's cash plan is the one shown.
    await page.getByRole("button", { name: t("calculator.menu.save"), exact: true }).click();
    await expect
      .poll(async () => (await retrieve(page, headers)).cashPlan)
      .toEqual({ openingBalance: 2000, floor: 5000 });
    const saved = await retrieve(page, headers);
    expect(saved.internalFees.find((line) => line.name === "Coach")?.schedule).toEqual({ months: [9] });
    const answer = await page.request.get("/api/calculation/cashflow", { headers });
    const { data } = (await answer.json()) as { data: ReturnType<typeof cashPlan> & { season: string } };
    expect(data.months).toEqual(cashPlan(saved, season).months);
    expect(money(data.months[0].out)).toBe(money(9000 + 83.37 + 33.37));
    expect(problems).toEqual([]);

    // The bank's actuals: a receipt of the season's last month before this one (Paris) makes it actual,
    // its in the receipt, every month as GET calculation/cashflow gives it (none past in September).
    const past = data.months
      .map((month) => month.month)
      .filter((month) => month < parisDay(new Date()).slice(0, 7))
      .at(-1);
    if (past) {
      const added = await page.request.post("/api/actuals/add", {
        headers,
        data: { input: { season, date: `${past}-15`, amount: 1234.56, label: "Buvette" } },
      });
      expect(added.status()).toBe(200);
      try {
        const flows = (
          (await (await page.request.get("/api/calculation/cashflow", { headers })).json()) as {
            data: CashPlan;
          }
        ).data;
        expect(flows.months.find((month) => month.month === past)).toMatchObject({
          in: 1234.56,
          out: 0,
          actual: true,
        });
        await page.reload();
        await tab(page, lang, "cashPlan").click();
        await expect(row(past.slice(5)).locator("th")).toContainText(t("calculator.cashPlan.actual"));
        await expect(panel.getByTestId("cash-plan-actual-note")).toHaveText(
          t("calculator.cashPlan.actualNote"),
        );
        for (const month of flows.months) {
          const [shownIn, shownOut, shownBalance] = await cells(month.month.slice(5));
          expect([shownIn, shownOut, shownBalance.startsWith(money(month.balance))], month.month).toEqual([
            money(month.in),
            money(-month.out),
            true,
          ]);
          await expect(row(month.month.slice(5)).locator("th")).toContainText(
            t(month.actual ? "calculator.cashPlan.actual" : "calculator.cashPlan.planned"),
          );
        }
        await page.screenshot({
          path: test.info().outputPath(`cash-plan-actuals-${lang}-desktop.png`),
          fullPage: true,
        });
      } finally {
        await clearActuals(page, headers, season);
      }
    }

    // On a phone, by night: the table as stacked months, no sideways scroll.
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
    await phone
      .getByRole("region", { name: t("calculator.sections.internalFees"), exact: true })
      .screenshot({ path: test.info().outputPath(`line-schedule-${lang}-phone-dark.png`) });
    await tab(phone, lang, "cashPlan").click();
    await phone
      .getByRole("tablist", { name: t("calculator.tabs.label") })
      .screenshot({ path: test.info().outputPath(`tabs-${lang}-phone-dark.png`) });
    const lowest = cashPlan(saved, season).lowest;
    await expect(phone.getByTestId("cash-plan-sentence")).toContainText(monthName(lowest.month));
    expect(plain(await phone.getByTestId("cash-plan-sentence").innerText())).toContain(money(lowest.balance));
    expect(
      await phone.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);
    await phone.screenshot({
      path: test.info().outputPath(`cash-plan-${lang}-phone-dark.png`),
      fullPage: true,
    });
    await phone
      .getByRole("figure", { name: t("calculator.cashPlan.chartLabel") })
      .screenshot({ path: test.info().outputPath(`cash-plan-chart-${lang}-phone-dark.png`) });
    await scan(phone, "cash plan: the cash plan tab", lang, "phone");
    expect(problems).toEqual([]);
    await context.close();
  });
}
