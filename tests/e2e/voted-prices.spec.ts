import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { withPlaceIds } from "#core/calculator-ids";
import {
  computeCalculator,
  evaluateCalculator,
  formatAmount,
  withVotedPrices,
  workedExample,
} from "#core/cost-model/index";
import type { Calculator } from "#core/schemas/calculator";
import { texts } from "./locale-texts";
import { type Lang, prepare, viewports } from "./screens";
import { accounts, logIn, look, problems, scan, useAxeScans } from "./walk";

useAxeScans();

// Issue 41's voted prices and a scenario's line change (season-money.md section 3, treasurer.md section 2,
// decisions 229 and 230) on the demo club, which holds cost-model.md's worked example with the ids of its
// places: vote the prices (U11 96, U15 110, Loisir 150), raise the Coach from 9,000 to 10,000: the prices
// stay and the result goes from 1,520 to 520; then "Town grant −30 %…" on City, in three clicks: a result
// of −80 with the voted prices unchanged. Every expected figure comes from core's evaluation.

const tab = (page: Page, lang: Lang, key: string) =>
  page.getByRole("tab", { name: texts[lang](`calculator.tabs.${key}`) });
const PRICES = { U11: 96, U15: 110, Loisir: 150 } as const;

function expectedFigures() {
  const example = withPlaceIds(workedExample());
  const voted = withVotedPrices(example, computeCalculator(example), "2026-06-20");
  const raised: Calculator = {
    ...voted,
    internalFees: voted.internalFees.map((line) =>
      line.name === "Coach" ? { ...line, value: -10_000 } : line,
    ),
  };
  return evaluateCalculator({
    ...raised,
    scenarios: [{ id: "s1", name: "City −30 %", lines: [{ id: "gs1", pct: -30 }] }],
  });
}
const figures = expectedFigures();

/** Types a new amount into a budget line's figure (click, type, Enter). */
async function setLineAmount(page: Page, lang: Lang, name: string, typed: string) {
  const label = texts[lang]("calculator.line.amountOf", { name });
  await page
    .getByRole("button", { name: new RegExp(`^${label}: `) })
    .first()
    .click();
  const field = page.getByRole("textbox", { name: label, exact: true });
  await field.fill(typed);
  await field.press("Enter");
}

/** Stores now (the autosave waits up to a minute) and waits for the answer. */
async function saveNow(page: Page, lang: Lang) {
  const t = texts[lang];
  await page.getByRole("button", { name: t("calculator.menu.save"), exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: t("calculator.save.dirty") })).toHaveCount(0);
}

for (const lang of ["fr", "en"] as Lang[]) {
  test(`voted prices hold while a fee moves the result; a town grant −30 % in three clicks keeps them (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(360_000);
    const t = texts[lang];
    const money = (value: number) => formatAmount(value, lang);
    expect(figures.totals.result).toBe(520);
    expect(figures.scenarios[0].totals.result).toBe(-80);
    await prepare(page, lang, "light");
    await logIn(page, t, accounts.club);
    await expect(page).toHaveURL(/\/calculator$/);

    // The Prices tab: vote, after a dialog that lists what will be kept.
    await tab(page, lang, "resell").click();
    await expect(page.getByTestId("forecast-result")).toHaveText(money(1520));
    const panel = page.getByTestId("voted-prices");
    await panel.getByRole("button", { name: t("resell.voted.vote") }).click();
    const dialog = page.getByRole("dialog", { name: t("resell.voted.confirmTitle") });
    await expect(dialog).toBeVisible();
    for (const [name, price] of Object.entries(PRICES))
      await expect(dialog.getByTestId("vote-prices-list")).toContainText(`${name}${money(price)}`);
    await scan(page, "voted prices: the vote's dialog", lang, "desktop", '[role="dialog"]');
    await dialog.getByRole("button", { name: t("resell.voted.confirm") }).click();
    await expect(dialog).toHaveCount(0);

    // Voted: since when, the result a budget change moves, each slider locked with the reason.
    await expect(panel.getByRole("heading")).toContainText(t("resell.voted.votedOn", { date: "" }).trim());
    await expect(panel).toContainText(t("resell.voted.votedText", { result: money(1520) }));
    for (const [name, price] of Object.entries(PRICES)) {
      const row = page.getByTestId(`category-${name}`);
      await expect(row.getByRole("slider")).toBeDisabled();
      await expect(row.getByTestId("membership")).toHaveText(money(price));
      await expect(row.getByTestId("voted-chip")).toBeVisible();
      await expect(row.getByTestId("locked-reason")).toContainText(
        t("resell.voted.lockedReason", { date: "" }).split(" ")[0],
      );
    }
    await scan(page, "voted prices: the prices tab", lang, "desktop", '[role="tabpanel"]');
    await page.setViewportSize(viewports.phone);
    await look(page, "voted prices: the prices tab", lang, "phone");
    await page.setViewportSize(viewports.desktop);

    // A fee changes: the Coach from 9,000 to 10,000. The cards keep their prices.
    await tab(page, lang, "calculator").click();
    await setLineAmount(page, lang, "Coach", "10000");
    for (const [name, price] of Object.entries(PRICES))
      await expect(
        page.getByLabel(t("calculator.perMember.membershipOf", { name }), { exact: true }),
      ).toHaveText(money(price));

    // The Prices tab: the prices as voted, the result moved by the 1,000.
    await tab(page, lang, "resell").click();
    await expect(page.getByTestId("forecast-result")).toHaveText(money(figures.totals.result));
    await expect(panel).toContainText(t("resell.voted.votedText", { result: money(520) }));
    for (const [name, price] of Object.entries(PRICES))
      await expect(page.getByTestId(`category-${name}`).getByTestId("membership")).toHaveText(money(price));

    // "What if the town cuts its grant by 30 %?": the tab, the preset, the grant.
    await tab(page, lang, "scenarios").click();
    await page.getByRole("button", { name: t("pricing.scenarios.preset.townGrant") }).click();
    const picker = page.getByRole("dialog", { name: t("pricing.scenarios.grantPicker.title") });
    await expect(picker.getByTestId("grant-picker").getByRole("button")).toHaveText([
      new RegExp(`^City${money(2000)}`),
      new RegExp(`^Youth grantU11${money(200)}`),
    ]);
    await scan(page, "voted prices: which grant", lang, "desktop", '[role="dialog"]');
    await picker.getByRole("button", { name: new RegExp(`^City`) }).click();
    await expect(picker).toHaveCount(0);
    const card = page.getByTestId("scenario-s1");
    await expect(
      card.getByRole("heading", { name: t("pricing.scenarios.grantPicker.name", { line: "City" }) }),
    ).toBeVisible();
    await expect(card.getByTestId("scenario-result-value")).toHaveText(money(-80));
    await expect(card.getByTestId("scenario-result-delta")).toHaveText(
      t("pricing.scenarios.versusToday", { delta: money(-600) }),
    );
    await expect(card.getByLabel(t("pricing.scenarios.lines.pct", { name: "City" }))).toHaveValue("-30");
    // The scenario keeps the voted prices, and the list-wide percentages stay at 0.
    for (const [c, price] of Object.values(PRICES).entries())
      await expect(page.getByTestId(`compare-membership-${c}-s1`)).toHaveText(money(price));
    await expect(card.getByLabel(t("pricing.scenarios.change.subsidiesPct"))).toHaveValue("0");
    await scan(page, "voted prices: a grant cut on one line", lang, "desktop", '[role="tabpanel"]');
    await page.setViewportSize(viewports.phone);
    await look(page, "voted prices: a grant cut on one line", lang, "phone");
    await page.setViewportSize(viewports.desktop);

    // A line change added by hand: the Youth grant −50 % moves the scenario by another 100.
    await card.getByLabel(t("pricing.scenarios.lines.add")).selectOption({
      label: t("pricing.scenarios.lines.inCategory", { category: "U11", name: "Youth grant" }),
    });
    const youth = card.getByLabel(
      t("pricing.scenarios.lines.pct", {
        name: t("pricing.scenarios.lines.inCategory", { category: "U11", name: "Youth grant" }),
      }),
    );
    await youth.fill("-50");
    await expect(card.getByTestId("scenario-result-value")).toHaveText(money(-180));
    await card
      .getByRole("button", {
        name: t("pricing.scenarios.lines.removeLabel", {
          name: t("pricing.scenarios.lines.inCategory", { category: "U11", name: "Youth grant" }),
        }),
      })
      .click();
    await expect(card.getByTestId("scenario-result-value")).toHaveText(money(-80));

    // Saved and read back: the vote and the line change are kept, the prices unchanged.
    await saveNow(page, lang);
    await page.reload();
    await tab(page, lang, "resell").click();
    await expect(page.getByTestId("forecast-result")).toHaveText(money(520));
    await expect(page.getByTestId("category-U11").getByTestId("membership")).toHaveText(money(96));
    await expect(page.getByTestId("category-U11").getByRole("slider")).toBeDisabled();

    // Back to the demo club as it was: the scenario deleted, the Coach at 9,000, the prices unvoted.
    await tab(page, lang, "scenarios").click();
    await page
      .getByTestId("scenario-s1")
      .getByRole("button", { name: t("pricing.scenarios.delete") })
      .click();
    await page
      .getByRole("dialog")
      .getByRole("button", { name: t("pricing.scenarios.delete") })
      .click();
    await expect(page.getByTestId("scenario-s1")).toHaveCount(0);
    await tab(page, lang, "calculator").click();
    await setLineAmount(page, lang, "Coach", "9000");
    await tab(page, lang, "resell").click();
    await panel.getByRole("button", { name: t("resell.voted.unvote") }).click();
    const unvote = page.getByRole("dialog", { name: t("resell.voted.unvoteTitle") });
    await unvote.getByRole("button", { name: t("resell.voted.unvoteConfirm") }).click();
    await expect(panel.getByRole("heading")).toHaveText(t("resell.voted.heading"));
    await expect(page.getByTestId("category-U11").getByRole("slider")).toBeEnabled();
    await expect(page.getByTestId("forecast-result")).toHaveText(money(1520));
    await saveNow(page, lang);
    expect(problems).toEqual([]);
  });
}
