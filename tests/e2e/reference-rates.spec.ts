import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { formatAmount } from "#core/cost-model/index";
import { texts } from "./locale-texts";
import { type Lang, prepare } from "./screens";
import { accounts, logIn } from "./session";

// Issue 26 (docs/decisions/138, 139): the benefit dialog shows each default rate's source, date and
// the method sentence for a subsidy file's annex; a subsidised job is a cash grant, entered as a
// global subsidy, and the benefit dialog no longer offers it.
const calculatorUrl = "/#/demo-club/calculator";
// Intl writes French amounts with no-break spaces; toContainText compares them as plain spaces.
const amount = (value: number, lang: Lang) => formatAmount(value, lang).replace(/[\u00a0\u202f]/g, " ");

async function openBenefitDialog(page: Page, lang: Lang) {
  const t = texts[lang];
  await prepare(page, lang, "light");
  await logIn(page, accounts.club, { lang });
  await page.goto(calculatorUrl);
  await page.getByRole("button", { name: t("calculator.benefit.addTitle"), exact: true }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  return dialog;
}

test("the benefit dialog gives each default rate its source, date and annex sentence, in French", async ({
  page,
}, testInfo) => {
  const t = texts.fr;
  const dialog = await openBenefitDialog(page, "fr");
  const type = dialog.getByLabel(t("calculator.benefit.type"), { exact: true });
  // Subsidised jobs are not offered, and the dialog says where they go.
  await expect(type.locator("option")).not.toContainText([t("calculator.benefit.types.SJB")]);
  await expect(dialog.getByText(t("calculator.rates.subsidisedJobs"))).toBeVisible();

  // One figure for a volunteer hour (issue 38.11): SMIC x (1 + coefficient), with the SMIC's source and date,
  // not ClubCost's flat 14,11 beside a SMIC reference of 12,02.
  await type.selectOption({ label: t("calculator.benefit.types.FMP") });
  await expect(dialog.getByLabel(t("calculator.benefit.rate"), { exact: true })).toHaveValue("12,02");
  const note = dialog.getByTestId("rate-source");
  await expect(note).toContainText(
    `Taux par défaut ${amount(12.02, "fr")}/h. Source : SMIC horaire brut, revalorisation du 1er janvier 2026, depuis le 01/01/2026.`,
  );
  await expect(note).toContainText(
    `valorisé au SMIC horaire brut (${amount(12.02, "fr")} depuis le 01/01/2026) × (1 + coefficient de charges patronales 0) = ${amount(12.02, "fr")} de l'heure`,
  );
  await expect(note).not.toContainText("14,11");
  await expect(note).not.toContainText("ClubCost");
  await dialog.screenshot({ path: testInfo.outputPath("volunteer-rate-fr.png") });

  await type.selectOption({ label: t("calculator.benefit.types.CIS") });
  await expect(note).toContainText("saisissez-la en frais internes");
});

test("the benefit dialog's source line in English, and a subsidised job entered as a global subsidy", async ({
  page,
}, testInfo) => {
  const t = texts.en;
  const dialog = await openBenefitDialog(page, "en");
  await dialog
    .getByLabel(t("calculator.benefit.type"), { exact: true })
    .selectOption({ label: t("calculator.benefit.types.GYM") });
  const note = dialog.getByTestId("rate-source");
  // The source in English, and honest: no national rate, not "ClubCost" (issue 38.11).
  await expect(note).toContainText(
    `Default rate ${amount(22.65, "en")}/h. Source: No national rate: an indicative value of a gymnasium hour`,
  );
  await expect(note).toContainText("from 1 Sept 2024");
  await expect(note).toContainText("there is no national rate");
  await expect(note).not.toContainText("ClubCost");
  await expect(note).not.toContainText("Aucun");
  await dialog
    .getByLabel(t("calculator.benefit.type"), { exact: true })
    .selectOption({ label: t("calculator.benefit.types.FMP") });
  await expect(note).toContainText(
    `Source: Gross hourly SMIC (French minimum wage), raised on 1 January 2026, from 1 Jan 2026.`,
  );
  await expect(note).toContainText(`= ${amount(12.02, "en")} per hour`);
  await dialog.screenshot({ path: testInfo.outputPath("volunteer-rate-en.png") });
  await dialog.getByRole("button", { name: t("calculator.common.cancel"), exact: true }).click();
  await expect(dialog).toBeHidden();

  // The job's grant goes where the dialog said: Global subsidies.
  await page.getByRole("button", { name: t("calculator.sections.globalSubsidiesAdd"), exact: true }).click();
  const add = page.getByRole("dialog");
  await add.getByLabel(t("calculator.line.name"), { exact: true }).fill("PEC job grant");
  await add.getByLabel(t("calculator.line.value.subsidy"), { exact: true }).fill("6000");
  await add.getByRole("button", { name: t("calculator.common.add"), exact: true }).click();
  await expect(add).toBeHidden();
  const subsidies = page.getByRole("region", { name: t("calculator.sections.globalSubsidies"), exact: true });
  await expect(subsidies.getByLabel(t("calculator.line.nameOf", { name: "PEC job grant" }))).toHaveValue(
    "PEC job grant",
  );
  await expect(
    page
      .getByRole("region", { name: t("calculator.sections.benefits"), exact: true })
      .getByText("PEC job grant"),
  ).toHaveCount(0);
});
