import { expect, test } from "./fixtures";
import type { Simulation } from "#core/schemas/club-health";
import { texts } from "./locale-texts";
import { type Lang, type Theme, prepare, shot, viewports } from "./screens";
import { accounts, logIn } from "./session";

// Issue 44 (season-money.md section 6): a federation admin asks "if we raise the licence by 5 %, how
// many of our clubs go into deficit at the prices they voted?" on the statistics tab, and the screen
// answers what POST federation/simulate answers. Then the club list's forecast result and its sorting.
const FEDERATION = "demo-fftt";
const runs: { lang: Lang; theme: Theme; viewport: keyof typeof viewports }[] = [
  { lang: "en", theme: "light", viewport: "desktop" },
  { lang: "fr", theme: "dark", viewport: "phone" },
  { lang: "fr", theme: "light", viewport: "desktop" },
  { lang: "en", theme: "dark", viewport: "phone" },
];

for (const { lang, theme, viewport } of runs) {
  const t = texts[lang];

  test(`a federation admin simulates +5 % on the licence at voted prices (${lang}, ${theme}, ${viewport})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewports[viewport]);
    await prepare(page, lang, theme);
    await logIn(page, accounts.fede, { lang });
    await page.goto(`/#/federation/${FEDERATION}/statistics`);
    const section = page
      .locator("section.surface")
      .filter({ has: page.getByRole("heading", { name: t("federationLists.health.heading"), exact: true }) });
    await expect(section).toBeVisible();
    const figures = section.getByTestId("simulation-figures");
    await expect(figures).toBeVisible();

    // The slider to +5 %, prices held as voted (the default): the call and the figures follow.
    const answered = page.waitForResponse(
      (r) =>
        r.url().endsWith("/api/federation/simulate") &&
        (r.request().postData() ?? "").includes('"templateFeesPct":5'),
    );
    await section.getByLabel(t("federationLists.health.simulator.change")).fill("5");
    await expect(section.getByTestId("simulator-pct")).toHaveText(lang === "en" ? "+5%" : "+5\u00a0%");
    const response = await answered;
    const screen = ((await response.json()) as { data: Simulation }).data;
    expect(screen.mode).toBe("prices-voted");
    const deficit = figures.locator("div").filter({ hasText: t("federationLists.health.withDeficit") });
    await expect(deficit.locator("dd")).toHaveText(new RegExp(`→\\s*/?\\s*${screen.withDeficit}$`));
    const turning = figures.locator("div").filter({ hasText: t("federationLists.health.simulator.turning") });
    await expect(turning.locator("dd")).toHaveText(
      t("federationLists.health.ofClubs", { count: screen.clubsTurningToDeficit, total: screen.clubs }),
    );
    // Raising the fees at held prices cannot save a club: the deficits grow or stay.
    expect(screen.withDeficit).toBeGreaterThanOrEqual(screen.current.withDeficit);
    expect(screen.withDeficit - screen.current.withDeficit).toBe(screen.clubsTurningToDeficit);

    // The API, asked directly with the session's token (a login more per run would meet the login limit), gives the same answer.
    const api = await page.request.post("/api/federation/simulate", {
      headers: { "x-access-token": response.request().headers()["x-access-token"] },
      data: { input: { federationId: FEDERATION, templateFeesPct: 5, mode: "prices-voted" } },
    });
    expect(api.ok()).toBe(true);
    const direct = ((await api.json()) as { data: Simulation }).data;
    expect([direct.withDeficit, direct.clubsTurningToDeficit, direct.clubs]).toEqual([
      screen.withDeficit,
      screen.clubsTurningToDeficit,
      screen.clubs,
    ]);
    await expect(
      section.getByRole("figure", { name: t("federationLists.health.chart.title") }),
    ).toBeVisible();
    await expect(section.locator(".apexcharts-bar-series")).toBeVisible();
    await shot(page, `club-health-${lang}-${theme}-${viewport}`);
    // The section alone, to look at without scrolling a whole tab.
    if (process.env.E2E_SHOTS)
      await section.screenshot({
        path: `tests/e2e/screenshots/club-health-section-${lang}-${theme}-${viewport}.png`,
      });

    // Prices following their rates: the median price change shows instead.
    const follow = page.waitForResponse(
      (r) =>
        r.url().endsWith("/api/federation/simulate") &&
        (r.request().postData() ?? "").includes("prices-follow"),
    );
    await section.getByText(t("federationLists.health.simulator.pricesFollow"), { exact: true }).click();
    const followed = ((await (await follow).json()) as { data: Simulation }).data;
    expect(followed.medianPriceChange).toBeGreaterThan(0);
    await expect(figures.getByText(t("federationLists.health.simulator.medianPrice"))).toBeVisible();
  });

  test(`the club list shows each club's forecast result and sorts by it (${lang}, ${theme}, ${viewport})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewports[viewport]);
    await prepare(page, lang, theme);
    await logIn(page, accounts.fede, { lang });
    const listed = page.waitForResponse((r) => r.url().includes("/api/club/list?"));
    await page.goto(`/#/federation/${FEDERATION}/clubs`);
    const rows = ((await (await listed).json()) as { data: { name: string; result: number | null }[] }).data;
    const withResult = rows
      .filter((r) => r.result !== null)
      .sort((a, b) => (a.result as number) - (b.result as number));
    expect(withResult.length).toBeGreaterThan(5);
    const lowest = withResult[0].name;
    if (viewport === "desktop") {
      const header = page.getByRole("columnheader", { name: t("federationLists.clubs.columns.result") });
      await header.getByRole("button").click();
      await expect(header).toHaveAttribute("aria-sort", "descending");
      await header.getByRole("button").click();
      await expect(header).toHaveAttribute("aria-sort", "ascending");
      await expect(page.getByRole("row").nth(1)).toContainText(lowest);
    } else {
      const select = page.getByLabel(t("federationLists.clubs.sort.label"));
      await select.selectOption({ label: t("federationLists.clubs.columns.result") });
      await expect(page.locator("ul > li").first()).toContainText(lowest);
      // The sort and the first cards as a phone shows them (the whole list is a long page).
      await select.scrollIntoViewIfNeeded();
      if (process.env.E2E_SHOTS)
        await page.screenshot({
          path: `tests/e2e/screenshots/club-list-result-${lang}-${theme}-${viewport}-top.png`,
        });
    }
    await shot(page, `club-list-result-${lang}-${theme}-${viewport}`);
  });
}
