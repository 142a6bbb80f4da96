import { expect, test } from "./fixtures";
import { previousSeason, seasonOf } from "#core/season";
import { texts } from "./locale-texts";
import { type Lang, prepare, shot, viewports } from "./screens";
import { accounts, logIn } from "./session";

// The federation benchmark (issue 30, treasurer.md section 6): the demo federation's admin reads the
// quartiles per kind; the demo club's admin sees where each of its prices stands. Both languages.
const FEDERATION = "demo-fftt";
const langs: Lang[] = ["fr", "en"];

for (const lang of langs) {
  const t = texts[lang];

  test(`the demo federation admin reads the benchmark per kind (${lang})`, async ({ page }) => {
    await page.setViewportSize(viewports.desktop);
    await prepare(page, lang, "light");
    await logIn(page, accounts.fede, { lang });
    await page.goto(`/#/federation/${FEDERATION}/statistics`);
    const section = page
      .locator("section.surface")
      .filter({ has: page.getByRole("heading", { name: t("benchmark.federation.heading") }) });
    await expect(section).toBeVisible();
    await expect(section.getByText(t("benchmark.federation.privacy"), { exact: false })).toBeVisible();
    // Every kind shows in the demo federation, each with its clubs (5 or more).
    const rows = section.getByRole("table").getByRole("row");
    await expect(rows).toHaveCount(8);
    for (const kind of ["child", "youth", "junior", "adult", "senior", "leisure", "other"]) {
      const row = section.getByRole("row", { name: new RegExp(`^${t(`benchmark.kindShort.${kind}`)}\\b`) });
      await expect(row).toBeVisible();
      expect(Number(await row.getByRole("cell").first().textContent())).toBeGreaterThanOrEqual(5);
    }
    await expect(section.getByRole("figure")).toBeVisible();
    // A league or a department: its kinds, or the sentence saying there are not enough clubs.
    const scope = section.getByLabel(t("benchmark.federation.scope"));
    const options = await scope.locator("option").allTextContents();
    expect(options[0]).toBe(t("benchmark.federation.scopeAll"));
    await shot(page, `benchmark-federation-${lang}-light-desktop`);
    if (options.length > 1) {
      await scope.selectOption({ index: 1 });
      await expect(section.getByRole("table")).toBeVisible();
    }
    // Last season's benchmark (issue 27): the call names the season, the table follows.
    const lastSeason = previousSeason(seasonOf(new Date()));
    const answered = page.waitForResponse(
      (response) =>
        response.url().includes("/api/statistics/benchmark?") &&
        response.url().includes(`season=${lastSeason}`),
    );
    await section.getByLabel(t("seasons.federation.label"), { exact: true }).selectOption(lastSeason);
    expect((await answered).ok()).toBe(true);
    await expect(section.getByRole("table")).toBeVisible();
    // Another figure: the box plot and table follow.
    await section.getByText(t("benchmark.federation.figures.realCost"), { exact: true }).click();
    await expect(section.getByRole("figure")).toHaveAttribute(
      "aria-label",
      new RegExp(t("benchmark.federation.figures.realCost")),
    );

    // On a phone the amounts under the box plot stay apart (they ran into one another: "130,0140,0150,0…").
    await page.setViewportSize(viewports.phone);
    await section.getByText(t("benchmark.federation.figures.membership"), { exact: true }).click();
    await expect(section.getByRole("figure")).toHaveAttribute(
      "aria-label",
      new RegExp(t("benchmark.federation.figures.membership")),
    );
    const ticks = section.getByRole("figure").locator(".apexcharts-xaxis-label");
    await expect(ticks.first()).toBeVisible();
    await expect
      .poll(async () => {
        const boxes = (
          await ticks.evaluateAll((labels) => labels.map((label) => label.getBoundingClientRect()))
        ).sort((a, b) => a.left - b.left);
        return boxes.length > 1 && boxes.every((box, i) => i === 0 || boxes[i - 1].right <= box.left);
      }, "the x-axis amounts apart on a phone")
      .toBe(true);
    // And the table's headings too ("1er quartileMédiane" read as one word).
    const gaps = await section.getByRole("columnheader").evaluateAll((cells) => {
      const boxes = cells.map((cell) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        const lines = [...range.getClientRects()];
        return {
          left: Math.min(...lines.map((line) => line.left)),
          right: Math.max(...lines.map((line) => line.right)),
        };
      });
      return boxes.slice(1).map((box, i) => box.left - boxes[i].right);
    });
    expect(Math.min(...gaps), "room between two headings").toBeGreaterThanOrEqual(8);
    // The table within the card's padding.
    const spill = await section.evaluate((card) => {
      const table = card.querySelector("table")!.getBoundingClientRect();
      return (
        table.right - (card.getBoundingClientRect().right - parseFloat(getComputedStyle(card).paddingRight))
      );
    });
    expect(spill, "the table beyond the card's padding").toBeLessThanOrEqual(0);
  });

  test(`the demo club admin sees where each price stands (${lang})`, async ({ page }) => {
    await page.setViewportSize(viewports.desktop);
    await prepare(page, lang, "light");
    await logIn(page, accounts.club, { lang });
    await expect(page).toHaveURL(/\/calculator$/);
    await page.getByRole("tab", { name: t("calculator.tabs.resell") }).click();
    const section = page.getByTestId("price-benchmark");
    await expect(section.getByRole("heading", { name: t("benchmark.club.heading") })).toBeVisible();
    // The worked example's three categories have kinds (U11 children, U15 youth, Loisir leisure).
    for (const name of ["U11", "U15", "Loisir"]) {
      const item = section.getByRole("listitem", { name, exact: true });
      await expect(item).toBeVisible();
      await expect(item.getByText(t("benchmark.club.federation"), { exact: true })).toBeVisible();
      const positions = ["below", "within", "above"].map((p) => t(`benchmark.club.position.${p}`));
      await expect(item.getByText(new RegExp(`^(${positions.join("|")})$`)).first()).toBeVisible();
    }
    await shot(page, `benchmark-club-${lang}-light-desktop`);
  });
}
