import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { computeCalculator, formatAmount, workedExample } from "#core/cost-model/index";
import { texts } from "./locale-texts";
import { dialogShot, type Lang, prepare, shot } from "./screens";
import { accounts, logIn } from "./session";

// Issue 26.3 (decision 152): other revenues (events, sponsors, bar) are a section of the budget, shared
// per head like the global subsidies: S = (GS + OR)/N + sc/n. The demo club holds the worked example of
// cost-model.md; a line added here lowers its net cost per member by OR / N, and removing it gives the
// figure back. Also issue 31.13: the footer's year is the current one.
const calculatorUrl = "/#/demo-club/calculator";
// Intl writes French amounts with no-break spaces; compare them as plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");
const amount = (value: number, lang: Lang) => plain(formatAmount(value, lang));
const REVENUE = 1070;
const baseNetCost = computeCalculator(workedExample()).average.netCost;
const netCostWith = (value: number) =>
  computeCalculator({ ...workedExample(), otherRevenues: [{ value }] }).average.netCost;

async function netCostShown(page: Page, lang: Lang) {
  const t = texts[lang];
  const summary = page.getByRole("region", { name: t("calculator.summary.label"), exact: true });
  return summary
    .locator("div")
    .filter({ has: page.getByText(t("calculator.summary.costPerMember"), { exact: true }) })
    .locator("dd");
}

for (const lang of ["fr", "en"] as const) {
  test(`an other revenue lowers the net cost per member, and its removal gives it back (${lang})`, async ({
    page,
  }) => {
    const t = texts[lang];
    const name = lang === "fr" ? "Tournoi de Noël" : "Christmas tournament";
    await prepare(page, lang, "light");
    await logIn(page, accounts.club, { lang });
    await page.goto(calculatorUrl);

    const section = page.getByRole("region", { name: t("calculator.sections.otherRevenues"), exact: true });
    await expect(
      section.getByText(t("calculator.sections.otherRevenuesEmpty"), { exact: true }),
    ).toBeVisible();
    const netCost = await netCostShown(page, lang);
    await expect(netCost).toHaveText(amount(baseNetCost, lang), { useInnerText: true });

    await section
      .getByRole("button", { name: t("calculator.sections.otherRevenuesAdd"), exact: true })
      .click();
    const dialog = page.getByRole("dialog", { name: t("calculator.sections.otherRevenuesAdd") });
    await expect(dialog.getByLabel(t("calculator.line.name"), { exact: true })).toHaveValue(
      t("calculator.line.default.revenue"),
    );
    await dialog.getByLabel(t("calculator.line.name"), { exact: true }).fill(name);
    // A revenue is never below 0: the store's rule, said on the field.
    const value = dialog.getByLabel(t("calculator.line.value.revenue"), { exact: true });
    await value.fill("-50");
    await dialog.getByRole("button", { name: t("calculator.common.add"), exact: true }).click();
    await expect(dialog.getByText(lang === "fr" ? "Hors limites" : "Not in range")).toBeVisible();
    await dialogShot(page, `other-revenues-dialog-${lang}`);
    await value.fill(String(REVENUE));
    await dialog.getByRole("button", { name: t("calculator.common.add"), exact: true }).click();
    await expect(dialog).toBeHidden();

    // The line, the section's total, and the net cost shared per head: A - OR / N.
    await expect(section.getByLabel(t("calculator.line.nameOf", { name }), { exact: true })).toHaveValue(
      name,
    );
    await expect(section.getByRole("heading").first()).toContainText(t("calculator.sections.otherRevenues"));
    await expect(section.getByText(amount(REVENUE, lang), { exact: true }).first()).toBeVisible();
    expect(netCostWith(REVENUE)).toBeLessThan(baseNetCost);
    await expect(netCost).toHaveText(amount(netCostWith(REVENUE), lang), { useInnerText: true });
    // Each category's per-member lines show the revenues' share.
    await expect(
      page.getByText(t("calculator.perMember.otherRevenues"), { exact: true }).first(),
    ).toBeVisible();
    await shot(page, `other-revenues-budget-${lang}`);

    // The statistics say the subsidies' share holds the other revenues.
    await page.getByRole("tab", { name: t("calculator.tabs.statistics"), exact: true }).click();
    await expect(page.getByText(t("clubStats.slices.subsidiesAndRevenues")).first()).toBeAttached();
    await shot(page, `other-revenues-statistics-${lang}`);
    await page.getByRole("tab", { name: t("calculator.tabs.calculator"), exact: true }).click();

    // Removing the line gives the worked example's figure back.
    await section
      .getByRole("button", { name: t("calculator.line.removeNamed", { name }), exact: true })
      .click();
    const confirm = page.getByRole("dialog", { name: t("calculator.remove.revenueTitle") });
    await expect(confirm).toContainText(name);
    await confirm.getByRole("button", { name: t("calculator.remove.confirm"), exact: true }).click();
    await expect(netCost).toHaveText(amount(baseNetCost, lang), { useInnerText: true });
    await expect(
      section.getByText(t("calculator.sections.otherRevenuesEmpty"), { exact: true }),
    ).toBeVisible();

    // Issue 31.13: the footer's year is this year, not the release's.
    await expect(page.locator("footer").first()).toContainText(`· ${new Date().getFullYear()}`);
  });
}
