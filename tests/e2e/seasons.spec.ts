import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { formatAmount, formatPercent } from "#core/cost-model/index";
import { nextSeason, previousSeason, seasonOf } from "#core/season";
import { compareSeasons } from "../../web/src/features/seasons/season-comparison";
import { demoClubCalculator, demoClubLastSeason } from "../../worker/seed/demo-calculators";
import { texts } from "./locale-texts";
import { type Lang, prepare } from "./screens";
import { accounts, logIn, PASSWORD } from "./session";
import { look, problems, scan, useAxeScans } from "./walk";

// Issue 27 (treasurer.md section 1): a club admin opens last season, starts next season from this one,
// and sees two seasons side by side with their differences. The demo club has two seasons: last season
// (demoClubLastSeason) and this one (the worked example). The server's clock names the seasons.
//
// One fresh database per spec file (fixtures.ts), its tests in order: the first language starts
// next season; the second finds it there, and "start next season" explains the 409 and opens it.
test.describe.configure({ mode: "serial" });
// Each screen reached is also scanned by axe, by day and by night, and pictured with E2E_SHOTS=1 (walk.ts).
useAxeScans();

const current = seasonOf(new Date());
const last = previousSeason(current);
const next = nextSeason(current);
const DEMO_CLUB = "demo-club";
// Intl writes French amounts with no-break spaces; compare them as plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");
const money = (value: number, lang: Lang) => plain(formatAmount(value, lang));
const signed = (text: string, value: number) => (value > 0 ? `+${text}` : text);

/** The season select of the calculator, and what it shows. */
const seasonSelect = (page: Page, lang: Lang) =>
  page.getByLabel(texts[lang]("seasons.label"), { exact: true });

/** A row of a comparison block's table (wide screens), by its label. */
function tableRow(page: Page, block: string, label: string) {
  return page
    .getByTestId(`season-block-${block}`)
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: label, exact: true }) });
}

for (const lang of ["fr", "en"] as const) {
  test(`a club admin opens last season, starts next season from this one and sees them side by side (${lang})`, async ({
    page,
  }) => {
    const t = texts[lang];
    const firstRun = lang === "fr";
    await prepare(page, lang, "light");
    await logIn(page, accounts.club, { lang });
    await page.goto(`/#/${DEMO_CLUB}/calculator`);

    // This season by default; last season from the select, with its own figures and a notice.
    await expect(seasonSelect(page, lang)).toHaveValue(current);
    await seasonSelect(page, lang).selectOption(last);
    await expect(page).toHaveURL(new RegExp(`season=${last}`));
    await expect(page.getByText(t("seasons.earlierNotice", { season: last }), { exact: true })).toBeVisible();
    const summary = page.getByRole("region", { name: t("calculator.summary.label"), exact: true });
    const lastMembers = demoClubLastSeason(DEMO_CLUB)
      .groups.flatMap((g) => g.categories)
      .reduce((n, c) => n + c.members, 0);
    await expect(summary.getByText(String(lastMembers), { exact: true })).toBeVisible();
    await scan(page, "season: last season", lang);

    // This season exists: last season offers no start of it (issue 46.4); the select opens it.
    await expect(page.getByRole("button", { name: t("seasons.startNext", { season: current }) })).toHaveCount(
      0,
    );
    await seasonSelect(page, lang).selectOption(current);
    await expect(seasonSelect(page, lang)).toHaveValue(current);
    await expect(page).not.toHaveURL(/season=/);

    // Last season beside this one: every line, each category's price and real cost, and the totals.
    const expected = compareSeasons(demoClubLastSeason(DEMO_CLUB), demoClubCalculator(DEMO_CLUB));
    await page.getByRole("button", { name: t("seasons.compare", { season: last }), exact: true }).click();
    await expect(
      page.getByRole("heading", { name: t("seasons.comparison.title", { previous: last, current }) }),
    ).toBeVisible();
    const licences = expected.sections
      .find((s) => s.key === "federalFees")!
      .lines.find((line) => line.name === "Licences")!;
    // Licences grew (2,200 to 2,400): a fee that grows reads as an increase, + in amount and percent (issue 31).
    expect([licences.previous, licences.current, licences.change! > 0, licences.changePct! > 0]).toEqual([
      2200,
      2400,
      true,
      true,
    ]);
    await expect(tableRow(page, "federalFees", "Licences").getByRole("cell")).toHaveText(
      [
        money(licences.previous!, lang),
        money(licences.current!, lang),
        signed(money(licences.change!, lang), licences.change!),
        signed(
          plain(formatPercent(licences.changePct! / 100, lang, { maximumFractionDigits: 1 })),
          licences.changePct!,
        ),
      ],
      { useInnerText: true },
    );
    const loisir = expected.categories.find((c) => c.name === "Loisir")!;
    await expect(
      tableRow(page, loisir.key, t("seasons.comparison.category.price")).getByRole("cell").nth(2),
    ).toHaveText(signed(money(loisir.price.change!, lang), loisir.price.change!), {
      useInnerText: true,
    });
    const result = expected.totals.find((total) => total.key === "result")!;
    await expect(
      tableRow(page, "totals", t("seasons.comparison.totals.result")).getByRole("cell").first(),
    ).toHaveText(money(result.previous!, lang), { useInnerText: true });
    await scan(page, "season: comparison", lang);

    // On a phone: stacked rows, nothing wider than the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByTestId("season-block-federalFees").getByRole("table")).toBeHidden();
    await expect(
      page.getByTestId("season-block-federalFees").getByRole("listitem").filter({ hasText: "Licences" }),
    ).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);
    await scan(page, "season: comparison", lang, "phone");
    // Printed: the tables, not the stacked rows.
    await page.emulateMedia({ media: "print" });
    await expect(page.getByTestId("season-block-federalFees").getByRole("table")).toBeVisible();
    await page.emulateMedia({ media: "screen" });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole("button", { name: t("seasons.comparison.back"), exact: true }).click();

    // Next season from this one: started by the first language; for the second it exists, so it is not
    // offered again (issue 46.4) and the select opens it.
    if (firstRun) {
      await page.getByRole("button", { name: t("seasons.startNext", { season: next }), exact: true }).click();
      const dialog = page.getByRole("dialog", {
        name: t("seasons.start.title", { from: current, to: next }),
      });
      await expect(dialog).toContainText(t("seasons.start.kept", { from: current }));
      await scan(page, "season: start next season dialog", lang, "desktop", '[role="dialog"]');
      await dialog
        .getByRole("button", { name: t("seasons.start.confirm", { to: next }), exact: true })
        .click();
      await expect(
        page.getByText(t("seasons.start.done", { from: current, to: next }), { exact: true }),
      ).toBeVisible();
      await expect(dialog).toBeHidden();
    } else {
      await expect(page.getByRole("button", { name: t("seasons.startNext", { season: next }) })).toHaveCount(
        0,
      );
      await seasonSelect(page, lang).selectOption(next);
    }
    await expect(page).toHaveURL(new RegExp(`season=${next}`));
    await expect(seasonSelect(page, lang)).toHaveValue(next);
    await expect(page.getByText(t("seasons.nextNotice", { season: next }), { exact: true })).toBeVisible();
    // No season after next can be started yet (one season ahead at most).
    await expect(
      page.getByRole("button", { name: t("seasons.startNext", { season: nextSeason(next) }) }),
    ).toHaveCount(0);

    // A new line in next season, then both seasons side by side: the line is new there, the rest the same.
    const lineName = lang === "fr" ? "Minibus" : "Bus hire";
    const section = page.getByRole("region", { name: t("calculator.sections.internalFees"), exact: true });
    await section
      .getByRole("button", { name: t("calculator.sections.internalFeesAdd"), exact: true })
      .click();
    const add = page.getByRole("dialog", { name: t("calculator.sections.internalFeesAdd") });
    await add.getByLabel(t("calculator.line.name"), { exact: true }).fill(lineName);
    await add.getByLabel(t("calculator.line.value.fee"), { exact: true }).fill("750");
    await add.getByRole("button", { name: t("calculator.common.add"), exact: true }).click();
    await expect(add).toBeHidden();
    await page.getByRole("button", { name: t("seasons.compare", { season: current }), exact: true }).click();
    await expect(
      page.getByRole("heading", {
        name: t("seasons.comparison.title", { previous: current, current: next }),
      }),
    ).toBeVisible();
    const added = tableRow(page, "internalFees", lineName);
    await expect(added).toHaveAttribute("data-status", "added");
    // A fee reads as the amount spent, as typed (issue 31.1).
    await expect(added.getByRole("cell").nth(1)).toHaveText(money(750, lang), { useInnerText: true });
    await expect(added.getByText(t("seasons.comparison.added"), { exact: true })).toBeVisible();
    await expect(tableRow(page, "internalFees", "Coach")).toHaveAttribute("data-status", "same");
    await look(page, "season: next season compared", lang, "desktop");

    // The new season's edits are saved in that season (the save button, then the server's answer).
    await page.getByRole("button", { name: t("seasons.comparison.back"), exact: true }).click();
    await page
      .getByRole("button", { name: t("calculator.menu.save"), exact: true })
      .first()
      .click();
    const headers = await authHeaders(page);
    await expect
      .poll(async () => {
        const answer = await page.request.get(`/api/calculation/retrieve?season=${next}`, { headers });
        const body = (await answer.json()) as { data: { internalFees: { name: string }[] } };
        return body.data.internalFees.map((line) => line.name);
      })
      .toContain(lineName);
    const thisSeason = await page.request.get(`/api/calculation/retrieve?season=${current}`, { headers });
    expect(
      ((await thisSeason.json()) as { data: { internalFees: { name: string }[] } }).data.internalFees.map(
        (line) => line.name,
      ),
    ).not.toContain(lineName);
    expect(problems).toEqual([]);
  });
}

/** Headers of the club admin's own API session (a login of its own, beside the browser's). */
async function authHeaders(page: Page): Promise<Record<string, string>> {
  const login = await page.request.post("/api/auth/login", {
    data: { login: accounts.club, password: PASSWORD },
  });
  const token = ((await login.json()) as { token: string }).token;
  return { "x-access-token": token, "x-organization-id": DEMO_CLUB };
}
