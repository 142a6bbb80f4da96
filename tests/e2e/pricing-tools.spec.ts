import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import {
  evaluateCalculator,
  familyPays,
  formatAmount,
  formatPercent,
  workedExample,
} from "#core/cost-model/index";
import { texts } from "./locale-texts";
import { type Lang, prepare, viewports } from "./screens";
import { accounts, logIn, look, problems, scan, scanOpen, useAxeScans } from "./walk";

useAxeScans();

// Issue 28's screens on the demo club, which holds cost-model.md's worked example (U11 20 members at
// 96, U15 30 at 110, Loisir 50 at 150; result 1,520). Every expected figure comes from core's own
// evaluation of that example, so the screen is held to the model, not to numbers typed twice.
const example = workedExample();
const grantCut = evaluateCalculator({
  ...example,
  scenarios: [
    { id: "s1", name: "x", membersPct: 0, subsidiesPct: -30, feesPct: 0, pricesPct: 0, paidBenefits: [] },
  ],
});
// By hand: 30 % of the 2,000 town grant and of U11's 200 youth grant are lost, prices frozen: 1,520 - 600 - 60 = 860.
const GRANT_CUT_RESULT = 860;
const social = evaluateCalculator({
  ...example,
  socialPricing: { familyDiscounts: [{ rank: 2, pct: 10, share: 20 }], tiers: [], thirdPartyAids: [] },
});

const tab = (page: Page, lang: Lang, key: string) =>
  page.getByRole("tab", { name: texts[lang](`calculator.tabs.${key}`) });

async function openCalculator(page: Page, lang: Lang) {
  await prepare(page, lang, "light");
  await logIn(page, texts[lang], accounts.club);
  // One organization: the landing opens its calculator directly.
  await expect(page).toHaveURL(/\/calculator$/);
}

/** Waits for the last edit to be stored, so the next test (another page) finds the demo club as it was. */
async function saved(page: Page, lang: Lang) {
  const t = texts[lang];
  // The autosave runs every 60 s: the header's Save button stores now.
  await page.getByRole("button", { name: t("calculator.menu.save"), exact: true }).click();
  await expect(
    page.getByRole("status").filter({ hasText: t("calculator.save.savedAt", { time: "" }).trim() }),
  ).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: t("calculator.save.dirty") })).toHaveCount(0);
}

for (const lang of ["fr", "en"] as Lang[]) {
  test(`break-even, a grant cut in three clicks, social pricing and the poster's tiers (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(360_000);
    const t = texts[lang];
    const amount = (value: number) => formatAmount(value, lang);
    expect(grantCut.totals.result).toBe(1520);
    expect(grantCut.scenarios[0]?.totals.result).toBeCloseTo(GRANT_CUT_RESULT, 9);
    await openCalculator(page, lang);

    // Break-even on the Prices tab: result 1,520; every price could lose 1,520 / 12,720 = 11.95 %;
    // U11 balances at max(0, ceil(20 - 1520/96)) = 5 members, so it could lose 15.
    await tab(page, lang, "resell").click();
    const breakEven = page.getByTestId("break-even");
    await expect(page.getByTestId("forecast-result")).toHaveText(amount(1520));
    await expect(breakEven.getByTestId("break-even-price")).toHaveText(
      t("pricing.breakEven.priceDown", { percent: formatPercent(1520 / 12720, lang) }),
    );
    await expect(breakEven.getByTestId("break-even-U11")).toContainText(
      t("pricing.breakEven.canLose_other", { count: 15 }),
    );
    await expect(breakEven.getByTestId("break-even-U11")).toContainText(
      t("pricing.breakEven.breakEven_other", { count: 5 }),
    );
    expect(grantCut.categories[0]?.breakEvenMembers).toBe(5);

    // "What if the town cuts 30 % of its grant": the Scenarios tab, the quick scenario, read.
    await tab(page, lang, "scenarios").click();
    await page.getByRole("button", { name: t("pricing.scenarios.preset.grantCut") }).click();
    const card = page.getByTestId("scenario-s1");
    await expect(card.getByTestId("scenario-result-value")).toHaveText(amount(GRANT_CUT_RESULT));
    await expect(card.getByTestId("scenario-result-delta")).toHaveText(
      t("pricing.scenarios.versusToday", { delta: amount(GRANT_CUT_RESULT - 1520) }),
    );
    await expect(page.getByTestId("scenario-today-result")).toContainText(amount(1520));
    // Side by side with today (desktop table) and the chart of the results.
    await expect(page.getByTestId("compare-result-s1")).toHaveText(amount(GRANT_CUT_RESULT));
    await expect(page.getByTestId("compare-membership-0-s1")).toHaveText(amount(96));
    await expect(page.getByRole("tabpanel").locator(".apexcharts-svg")).toHaveCount(1);
    await scan(page, "pricing: scenarios", lang, "desktop", '[role="tabpanel"]');

    // Rename, then delete after the confirmation that names it.
    const renamed = lang === "fr" ? "Ville −30 %" : "Town −30 %";
    await card.getByLabel(t("pricing.scenarios.name")).fill(renamed);
    await expect(card.getByRole("heading", { name: renamed })).toBeVisible();
    await expect(
      page.getByTestId("scenario-table").getByRole("columnheader", { name: renamed }),
    ).toBeVisible();
    await card.getByRole("button", { name: t("pricing.scenarios.deleteLabel", { name: renamed }) }).click();
    const confirm = page.getByRole("dialog", { name: t("pricing.scenarios.deleteTitle", { name: renamed }) });
    await expect(confirm).toBeVisible();
    await confirm.getByRole("button", { name: t("pricing.scenarios.delete") }).click();
    await expect(confirm).toHaveCount(0);
    await expect(card).toHaveCount(0);
    await expect(page.getByRole("heading", { name: t("pricing.scenarios.emptyTitle") })).toBeVisible();

    // Social pricing: a 10 % discount for the second child, given to 20 % of members: d = 0.02, so
    // U11's balanced membership is 96 / 0.98 = 97.96, rounded up to 98; the result drops by 2 % of 12,720.
    await tab(page, lang, "resell").click();
    const section = page.getByTestId("social-pricing");
    await section.getByRole("button", { name: t("pricing.social.addFamily") }).click();
    const family = section.getByRole("group", {
      name: t("pricing.social.rowOf", { list: t("pricing.social.family"), n: 1 }),
    });
    await family.getByLabel(t("pricing.social.pct")).fill("10");
    await family.getByLabel(t("pricing.social.share")).fill("20");
    expect(social.categories[0]?.balancedMembership).toBe(98);
    await expect(section.getByTestId("balanced-U11")).toHaveText(amount(98));
    await expect(section.getByTestId("received-U11")).toHaveText(
      amount(social.categories[0]?.effectiveMembership ?? 0),
    );
    await expect(page.getByTestId("forecast-result")).toHaveText(amount(social.totals.result));

    // An income tier of 30 % and Pass'Sport: what a family pays for U11 (96 x 0.7 = 67.20; 96 - 70 = 26).
    await section.getByRole("button", { name: t("pricing.social.addTier") }).click();
    const tier = section.getByRole("group", {
      name: t("pricing.social.rowOf", { list: t("pricing.social.tiers"), n: 1 }),
    });
    // A new tier gives 0 % until its discount is typed: it says so, not "(−0 %)" (issue 31.2).
    const table = section.getByTestId("family-pays");
    await expect(
      table.getByRole("rowheader", {
        name: t("pricing.social.tierNoDiscount", { name: t("pricing.social.newTier", { n: 1 }) }),
        exact: true,
      }),
    ).toBeVisible();
    await tier.getByLabel(t("pricing.social.pct")).fill("30");
    await section
      .getByRole("button", { name: t("pricing.social.addPassSport", { amount: amount(70) }) })
      .click();
    await expect(table).toContainText(amount(67.2));
    await expect(table).toContainText(amount(26));
    await scan(page, "pricing: break-even and social pricing", lang, "desktop", '[role="tabpanel"]');

    // The statistics tab says what a family really pays (issue 28): each category's membership, what the
    // club receives on average (d = 0.02: the tier is given to no one yet), the least a family pays with
    // the 30 % tier and Pass'Sport (U11: max(0, 96 x 0.7 - 70) = 0; U15: 7; Loisir: 35) and the real cost.
    await tab(page, lang, "statistics").click();
    const gist = page.getByTestId("family-gist");
    await expect(gist.getByRole("heading", { name: t("clubStats.family.title") })).toBeVisible();
    for (const c of social.categories) {
      const row = gist.getByTestId(`family-gist-${c.category}`);
      await expect(row.getByTestId("family-list")).toHaveText(amount(c.M));
      await expect(row.getByTestId("family-receives")).toHaveText(amount(c.effectiveMembership));
      await expect(row.getByTestId("family-lowest")).toHaveText(amount(familyPays(c.M, 30, 70)));
      await expect(row.getByTestId("family-real-cost")).toHaveText(amount(c.R));
    }
    expect(social.categories.map((c) => familyPays(c.M, 30, 70))).toEqual([0, 7, 35]);
    const u11 = gist.getByTestId("family-gist-U11");
    await expect(u11).toContainText(
      t("pricing.social.tierWith", {
        name: t("pricing.social.newTier", { n: 1 }),
        percent: formatPercent(0.3, lang),
      }),
    );
    await expect(u11).toContainText(t("clubStats.family.withAid", { name: t("pricing.social.passSport") }));
    await expect(u11.getByTestId("family-share")).toHaveText(
      t("clubStats.family.shareOfReal", { percent: formatPercent(0, lang) }),
    );
    await scan(page, "pricing: statistics, what a family pays", lang, "desktop", '[role="tabpanel"]');
    // One category chosen: its row alone.
    const u11Option = `${social.categories[0]?.group} – U11`;
    await page.getByLabel(t("clubStats.selector"), { exact: true }).selectOption({ label: u11Option });
    await expect(gist.getByRole("listitem")).toHaveCount(1);
    await expect(u11.getByTestId("family-lowest")).toHaveText(amount(0));
    await tab(page, lang, "resell").click();

    // The poster with the tiers and aids: three more lines make it taller.
    await page.getByRole("button", { name: t("resell.poster") }).click();
    const preview = page.getByRole("img", { name: t("poster.preview") });
    await expect(preview).toBeVisible();
    // The preview is the poster's own canvas (issue 31.12): its height is the poster's.
    const height = () =>
      preview.evaluate((canvas: HTMLCanvasElement) => (canvas.dataset.drawn === "true" ? canvas.height : 0));
    await expect.poll(height).toBeGreaterThan(0);
    const plain = await height();
    await page.getByLabel(t("pricing.poster.showSocial")).check();
    await page.getByRole("button", { name: t("poster.regenerate") }).click();
    // Heading 44 + 3 lines of 34 + a gap of 36 (poster-layout.ts): family, tier, Pass'Sport.
    await expect.poll(height).toBe(plain + 44 + 3 * 34 + 36);
    await scan(page, "pricing: poster with tiers", lang, "desktop", '[role="dialog"]');
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);

    // Back to the demo club as it was, for the other language's test.
    for (const name of [
      t("pricing.social.passSport"),
      t("pricing.social.newTier", { n: 1 }),
      t("pricing.social.rankOption", { rank: 2 }),
    ]) {
      await section.getByRole("button", { name: t("pricing.social.removeLabel", { name }) }).click();
    }
    await expect(page.getByTestId("forecast-result")).toHaveText(amount(1520));
    await saved(page, lang);
    expect(problems).toEqual([]);
  });
}

// The new areas by day and by night (walk.ts) and on a phone: scanned, and pictured for people with E2E_SHOTS=1.
for (const lang of ["fr", "en"] as Lang[]) {
  test(`pricing tools by day and by night, desktop and phone (${lang})`, async ({ page }) => {
    test.setTimeout(360_000);
    const t = texts[lang];
    await openCalculator(page, lang);
    await tab(page, lang, "scenarios").click();
    await page.getByRole("button", { name: t("pricing.scenarios.preset.grantCut") }).click();
    await page.getByRole("button", { name: t("pricing.scenarios.preset.gymPaid") }).click();
    await expect(page.getByTestId("scenario-s2")).toBeVisible();
    // Scanned by day and by night in the test above: pictured here.
    await look(page, "pricing: scenarios", lang, "desktop");
    await page.setViewportSize(viewports.phone);
    await look(page, "pricing: scenarios", lang, "phone");
    await page.setViewportSize(viewports.desktop);
    await tab(page, lang, "resell").click();
    const section = page.getByTestId("social-pricing");
    await section.getByRole("button", { name: t("pricing.social.addTier") }).click();
    await section
      .getByRole("button", { name: t("pricing.social.addPassSport", { amount: formatAmount(70, lang) }) })
      .click();
    await look(page, "pricing: break-even and social pricing", lang, "desktop");
    await page.setViewportSize(viewports.phone);
    await look(page, "pricing: break-even and social pricing", lang, "phone");
    await scanOpen(
      page,
      "pricing: poster with tiers",
      lang,
      async () => {
        await page.getByRole("button", { name: t("resell.poster") }).click();
      },
      "dialog",
      "phone",
    );
    // What a family pays, on the statistics tab, on a phone (a card per category).
    await tab(page, lang, "statistics").click();
    await expect(page.getByTestId("family-gist")).toBeVisible();
    await look(page, "pricing: statistics, what a family pays", lang, "phone");
    await page.setViewportSize(viewports.desktop);
    await tab(page, lang, "resell").click();

    // Leave the demo club as it was.
    await section
      .getByRole("button", { name: t("pricing.social.removeLabel", { name: t("pricing.social.passSport") }) })
      .click();
    await section
      .getByRole("button", {
        name: t("pricing.social.removeLabel", { name: t("pricing.social.newTier", { n: 1 }) }),
      })
      .click();
    await tab(page, lang, "scenarios").click();
    for (const id of ["s1", "s2"]) {
      const card = page.getByTestId(`scenario-${id}`);
      await card.getByRole("button", { name: t("pricing.scenarios.delete") }).click();
      await page
        .getByRole("dialog")
        .getByRole("button", { name: t("pricing.scenarios.delete") })
        .click();
      await expect(card).toHaveCount(0);
    }
    await saved(page, lang);
    expect(problems).toEqual([]);
  });
}
