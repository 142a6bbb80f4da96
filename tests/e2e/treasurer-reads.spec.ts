import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { formatAmount } from "#core/cost-model/index";
import { texts } from "./locale-texts";
import { type Lang, prepare, viewports } from "./screens";
import { accounts, logIn } from "./walk";

// Issue 46 ("what a treasurer reads, third round") on the demo club, which holds cost-model.md's worked
// example (U11 20 members at 96, U15 30 at 110, Loisir 50 at 150; forecast result 1,520).

const tab = (page: Page, lang: Lang, key: string) =>
  page.getByRole("tab", { name: texts[lang](`calculator.tabs.${key}`) });
/** Pictures for the lead's note (docs/pictures), when E2E_PICTURES names a folder. */
const picture = async (page: Page, locator: ReturnType<Page["locator"]>, name: string) => {
  if (process.env.E2E_PICTURES) await locator.screenshot({ path: `${process.env.E2E_PICTURES}/${name}.png` });
};

async function openCalculator(page: Page, lang: Lang, theme: "light" | "dark" = "light") {
  await prepare(page, lang, theme);
  await logIn(page, texts[lang], accounts.club);
  await expect(page).toHaveURL(/\/calculator$/);
}

for (const lang of ["fr", "en"] as Lang[]) {
  test(`what a family pays, member by member: two U11 with a 20 % second-child discount pay 172.80 (issue 46.1, ${lang})`, async ({
    page,
  }) => {
    const t = texts[lang];
    const amount = (value: number) => formatAmount(value, lang);
    await openCalculator(page, lang);
    // The social pricing: 20 % from the second child, an income tier of 30 %, Pass'Sport (70). The tests
    // of this file share the demo club, whose edits are saved: each row is added only when missing.
    await tab(page, lang, "resell").click();
    const social = page.getByTestId("social-pricing");
    const row = (list: string) =>
      social.getByRole("group", {
        name: t("pricing.social.rowOf", { list: t(`pricing.social.${list}`), n: 1 }),
      });
    await expect(social).toBeVisible();
    if ((await row("family").count()) === 0)
      await social.getByRole("button", { name: t("pricing.social.addFamily") }).click();
    await row("family").getByLabel(t("pricing.social.pct")).fill("20");
    if ((await row("tiers").count()) === 0)
      await social.getByRole("button", { name: t("pricing.social.addTier") }).click();
    await row("tiers").getByLabel(t("pricing.social.pct")).fill("30");
    const passSport = social.getByRole("button", {
      name: t("pricing.social.addPassSport", { amount: amount(70) }),
    });
    if (await passSport.isVisible()) await passSport.click();

    await tab(page, lang, "statistics").click();
    const simulator = page.getByTestId("family-simulator");
    await expect(simulator.getByRole("heading", { name: t("clubStats.simulator.title") })).toBeVisible();
    const member = (n: number) =>
      simulator.getByRole("listitem", { name: t("clubStats.simulator.member", { n }) });
    const total = simulator.getByTestId("family-total");
    // One U11 member: the list price.
    await expect(member(1).getByLabel(t("clubStats.simulator.categoryOf", { n: 1 }))).toHaveValue("0");
    await expect(total).toHaveText(amount(96));
    // A second U11 child: 96 x 0.8 = 76.80, the family 172.80.
    await simulator.getByRole("button", { name: t("clubStats.simulator.add") }).click();
    await expect(member(2).getByTestId("family-member-pays")).toHaveText(amount(76.8));
    await expect(member(2).getByTestId("family-member-line")).toContainText(
      t("pricing.social.rankOption", { rank: 2 }),
    );
    await expect(total).toHaveText(amount(172.8));
    // A third member in Loisir: the second child's 20 % goes on (150 x 0.8 = 120).
    await simulator.getByRole("button", { name: t("clubStats.simulator.add") }).click();
    await member(3)
      .getByLabel(t("clubStats.simulator.categoryOf", { n: 3 }))
      .selectOption({ index: 2 });
    await expect(member(3).getByTestId("family-member-pays")).toHaveText(amount(120));
    await expect(total).toHaveText(amount(292.8));
    // The family's tier of 30 % gives more than 20 %: every member takes it (67.20, 67.20, 105).
    await simulator.getByLabel(t("clubStats.simulator.tier")).selectOption({ index: 1 });
    await expect(total).toHaveText(amount(239.4));
    // Pass'Sport for the first child: 67.20 - 70 is 0, never below.
    await member(1)
      .getByLabel(t("clubStats.simulator.aidOf", { n: 1 }))
      .selectOption({ index: 1 });
    await expect(member(1).getByTestId("family-member-pays")).toHaveText(amount(0));
    await expect(total).toHaveText(amount(172.2));
    await expect(simulator.getByTestId("family-total-detail")).toContainText(amount(342));
    // Without the third member: 0 + 67.20.
    await member(3)
      .getByRole("button", { name: t("clubStats.simulator.remove", { n: 3 }) })
      .click();
    await expect(total).toHaveText(amount(67.2));

    // On a phone the simulator fits the screen.
    await page.setViewportSize(viewports.phone);
    await expect(total).toBeVisible();
    // (The charts below redraw at the new width in their own time: the simulator's own box is checked.)
    await expect(async () => {
      const box = await simulator.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(viewports.phone.width);
    }).toPass();
    expect(
      await simulator.evaluate((element) => element.scrollWidth - element.clientWidth),
    ).toBeLessThanOrEqual(0);
    await picture(page, simulator, `family-simulator-${lang}-phone`);
    await page.setViewportSize(viewports.desktop);
    await picture(page, simulator, `family-simulator-${lang}-desktop`);
  });

  test(`the sticky summary shows the Prices tab's forecast result, coloured by its sign, on a phone too (issue 46.2, ${lang})`, async ({
    page,
  }) => {
    const t = texts[lang];
    await openCalculator(page, lang, lang === "en" ? "dark" : "light");
    await tab(page, lang, "resell").click();
    const prices = page.getByTestId("resell-margin");
    await expect(prices.getByTestId("forecast-result")).toHaveText(/\d/);
    const name = await prices.locator("dt").innerText();
    const figure = await prices.getByTestId("forecast-result").innerText();
    const tone = (await prices.getByTestId("forecast-result").getAttribute("class")) ?? "";
    await tab(page, lang, "calculator").click();
    const summary = page.getByRole("region", { name: t("calculator.summary.label") });
    const result = summary.getByTestId("summary-result");
    // The same name and figure as the Prices tab's, in its colour: green for the demo club's surplus.
    await expect(result.locator("dt")).toHaveText(name);
    await expect(result.locator("dd")).toHaveText(figure);
    expect(tone).toContain("text-green-700");
    await expect(result.locator("dd")).toHaveClass(/text-green-700/);
    await picture(page, summary, `summary-${lang}-desktop`);
    await page.setViewportSize(viewports.phone);
    await expect(result).toBeInViewport();
    await picture(page, summary, `summary-${lang}-phone`);
  });
}

for (const lang of ["fr", "en"] as Lang[]) {
  test(`a new fee's account follows its name until the person picks one, and a phone names the account (issue 46.3, ${lang})`, async ({
    page,
  }) => {
    const t = texts[lang];
    await openCalculator(page, lang);
    const fees = page.getByRole("region", { name: t("calculator.sections.internalFees"), exact: true });
    const add = async (name: string, account: string | null) => {
      await fees.getByRole("button", { name: t("calculator.sections.internalFeesAdd") }).click();
      const dialog = page.getByRole("dialog", { name: t("calculator.sections.internalFeesAdd") });
      await dialog.getByLabel(t("calculator.line.name")).fill(name);
      const select = dialog.getByLabel(t("calculator.line.account"));
      if (account) await select.selectOption(account);
      return { dialog, select };
    };
    // "Entraîneur" reads as staff pay (64) and says the class was suggested from the name.
    const first = await add(lang === "fr" ? "Entraîneur adjoint" : "Assistant coach", null);
    await expect(first.select).toHaveValue("64");
    await expect(first.dialog.getByText(t("calculator.line.accountSuggested"))).toBeVisible();
    await first.dialog.getByLabel(t("calculator.line.value.fee")).fill("1200");
    await first.dialog.getByRole("button", { name: t("calculator.common.add") }).click();
    const coach = fees
      .getByLabel(
        t("calculator.exports.accountOf", { name: lang === "fr" ? "Entraîneur adjoint" : "Assistant coach" }),
      )
      .last();
    await expect(coach).toHaveValue("64");
    // The person's choice wins: 62 picked, then a name that suggests 64 keeps 62.
    const second = await add("Coach", "62");
    await second.dialog
      .getByLabel(t("calculator.line.name"))
      .fill(lang === "fr" ? "Salaire du coach" : "Coach salary");
    await expect(second.select).toHaveValue("62");
    await second.dialog.getByRole("button", { name: t("calculator.common.cancel") }).click();
    // On a phone the account says its name beside its number, not a bare "64".
    await page.setViewportSize(viewports.phone);
    const face = coach.locator("xpath=..");
    await expect(face.getByTestId("account-short")).toBeVisible();
    await expect(face.getByTestId("account-short")).toHaveText(t("calculator.exports.accountShort.64"));
    await picture(page, face, `account-${lang}-phone`);
  });

  test(`a quick scenario is named in the reader's language (issue 46.4, ${lang})`, async ({ page }) => {
    const t = texts[lang];
    await openCalculator(page, lang);
    await tab(page, lang, "scenarios").click();
    await page.getByRole("button", { name: t("pricing.scenarios.preset.membersDown") }).click();
    // The new scenario is the last one (the file's other tests share the demo club).
    await expect(page.getByLabel(t("pricing.scenarios.name")).last()).toHaveValue(
      t("pricing.scenarios.preset.membersDown"),
    );
  });
}
