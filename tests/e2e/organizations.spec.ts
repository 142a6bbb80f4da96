import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { type Lang, prepare, shot, viewports } from "./screens";
import { logIn as logInAs, registerAndLogin } from "./session";

const PASSWORD = "clubcost-demo";
const run = Date.now().toString(36);

test.use({ permissions: ["clipboard-read", "clipboard-write"] });

/** Through the shared helper (tests/e2e/session.ts): it returns once the app shows who is logged in. */
const logIn = (page: Page, email: string, password = PASSWORD, lang: Lang = "fr") =>
  logInAs(page, email, { password, lang });

/** A new person: registered through the API, then logged in through the UI in a fresh browser context. */
const newPerson = (browser: Browser, email: string) => registerAndLogin(browser, email);

async function linkShown(page: Page) {
  const dialog = page.getByRole("dialog");
  const link = await dialog.getByLabel("Lien d'invitation").inputValue();
  expect(link).toMatch(/\/#\/join\/(admin|club)\/[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
  await dialog.getByRole("button", { name: "Copier le lien" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByText("Lien d'invitation copié")).toBeVisible();
  return new URL(link).hash.slice(1);
}

test("a federation is created, gets an admin by invitation, who invites a club that then creates itself", async ({
  page,
  browser,
}) => {
  await page.setViewportSize(viewports.desktop);
  await prepare(page, "fr", "light");
  await logIn(page, "admin@demo.clubcost.app");
  await page.goto("/#/Landing");
  await page.getByRole("button", { name: "Créer une fédération" }).click();
  const form = page.getByRole("dialog", { name: "Créer une fédération" });
  await form.getByRole("button", { name: "Créer la fédération" }).click();
  await expect(form.getByText("Le nom est obligatoire")).toBeVisible();
  await expect(form.getByText("Le logo est obligatoire")).toBeVisible();
  await form.getByLabel("Nom", { exact: true }).fill(`Fédération e2e ${run}`);
  await form.getByLabel("Logo (adresse web)").fill("/brands/ffhb.svg");
  await form.getByLabel("Email de contact").fill("contact@e2e.example.org");
  await form.getByLabel("Quota").fill("5");
  // The browser writes the date its own way (11/26/2027 in an English Chromium): the form says it in French too (decision 189).
  await form.getByLabel("Fin de contrat").fill("2027-11-26");
  await expect(form.getByLabel("Fin de contrat")).toHaveAccessibleDescription(
    /Date choisie\s:\s26\/11\/2027/,
  );
  await form.getByRole("button", { name: "Créer la fédération" }).click();
  await expect(page).toHaveURL(/\/federation\/[\w-]+\/details$/);
  const federationId = page.url().split("/federation/")[1].split("/")[0];
  await expect(page.getByRole("heading", { level: 1, name: `Fédération e2e ${run}` })).toBeVisible();
  await expect(page.getByText(/^Contrat\s:\s5 clubs au total$/)).toBeVisible();
  // Without a club, the statistics still show the contract's quota beside the way to invite clubs.
  await page.getByRole("tab", { name: "Statistiques" }).click();
  await expect(page.getByText("Pas encore de statistiques")).toBeVisible();
  await expect(
    page.getByRole("figure", { name: "Quota de clubs" }).locator(".apexcharts-canvas"),
  ).toBeVisible();
  await shot(page, "federation-statistics-empty-fr-light-desktop");
  await page.getByRole("tab", { name: "Détails" }).click();

  await page.getByRole("button", { name: "Inviter un administrateur" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Créer l'invitation" }).click();
  const adminLink = await linkShown(page);
  expect(adminLink).toContain("/join/admin/");

  const boss = await newPerson(browser, `boss-${run}@e2e.example.org`);
  await boss.page.goto(`/#${adminLink}`);
  const join = boss.page.getByRole("dialog", { name: "Devenir administrateur" });
  await expect(join.getByText(`Fédération e2e ${run}`)).toBeVisible();
  // Every invitation expires (decision 117): the join page says until when.
  await expect(join.getByText(/^Valable jusqu'au \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  await join.getByRole("button", { name: "Rejoindre comme administrateur" }).click();
  await expect(boss.page).toHaveURL(new RegExp(`/federation/${federationId}/details$`));

  await boss.page.getByRole("button", { name: "Inviter des clubs" }).click();
  const invite = boss.page.getByRole("dialog", { name: "Inviter des clubs" });
  await expect(invite.getByLabel("Nombre de clubs")).toHaveValue("5");
  await invite.getByLabel("Nombre de clubs").fill("6");
  await invite.getByLabel("Nom de l'invitation").fill("Ligue Sud");
  await invite.getByRole("button", { name: "Créer l'invitation" }).click();
  await expect(invite.getByText("Hors limites : entre 1 et 5")).toBeVisible();
  await invite.getByLabel("Nombre de clubs").fill("2");
  await invite.getByRole("button", { name: "Créer l'invitation" }).click();
  const clubLink = await linkShown(boss.page);
  await expect(boss.page.getByText("2 clubs restants")).toBeVisible();

  const founder = await newPerson(browser, `founder-${run}@e2e.example.org`);
  await founder.page.goto(`/#${clubLink}`);
  const create = founder.page.getByRole("dialog", { name: "Créer mon club" });
  // The invitation says which federation: nothing to pick among a hundred (issue 31.6, decision 153).
  await expect(create.getByTestId("given-sports-federation")).toContainText(`Fédération e2e ${run}`);
  await expect(create.getByLabel("Fédération sportive")).toHaveCount(0);
  await create.getByRole("button", { name: "Créer mon club" }).click();
  for (const message of [
    "L'identifiant fédéral est obligatoire.",
    "Le nom est obligatoire.",
    "Le code postal est obligatoire.",
  ]) {
    await expect(create.getByText(message)).toBeVisible();
  }
  await create.getByLabel("Identifiant fédéral").fill("5933001");
  await create.getByLabel("Nom du club").fill("Hand Club e2e");
  await create.getByLabel("Code postal").fill("59000");
  await create.getByLabel("Ligue").fill("Hauts-de-France");
  await create.getByRole("button", { name: "Créer mon club" }).click();
  await expect(founder.page).toHaveURL(/\/[\w-]+\/calculator$/);
  await expect(founder.page.getByText("Club créé avec succès !")).toBeVisible();
  await founder.close();

  // The federation admin edits the details (contract terms are read-only for them), then leaves for good.
  await boss.page.reload();
  await boss.page.getByRole("button", { name: "Actions de la fédération" }).click();
  await boss.page.getByRole("menuitem", { name: "Modifier" }).click();
  await expect(boss.page.getByLabel("Quota")).toHaveAttribute("readonly", "");
  await boss.page.getByLabel("Nom", { exact: true }).fill(`Fédération e2e ${run} bis`);
  await boss.page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(boss.page.getByText("Fédération mise à jour")).toBeVisible();
  await expect(boss.page.getByRole("heading", { level: 2, name: `Fédération e2e ${run} bis` })).toBeVisible();
  // The contract's size above the bar, the registered clubs said once, in the quota sentence (issue 31.7).
  await expect(boss.page.getByText(/^Contrat\s:\s5 clubs au total$/)).toBeVisible();
  await expect(boss.page.getByTestId("quota-sentence")).toHaveText(
    /^1 club inscrit\s; le contrat en permet 4 de plus/,
  );
  await expect(boss.page.getByText(/1 club inscrit/)).toHaveCount(1);
  await boss.page.getByRole("button", { name: "Actions de la fédération" }).click();
  await boss.page.getByRole("menuitem", { name: "Quitter la fédération" }).click();
  // The menu's words in the title, the federation's name in the text: "Quitter Fédération e2e…" read oddly (issue 31.3).
  const leave = boss.page.getByRole("dialog", { name: /^Quitter la fédération\s\?$/ });
  await expect(leave).toContainText(`Vous ne gérerez plus Fédération e2e ${run} bis.`);
  await leave.getByRole("button", { name: "Quitter définitivement" }).click();
  await expect(boss.page).toHaveURL(/\/Landing$/);
  await expect(boss.page.getByText("Vous n'appartenez encore à aucune organisation")).toBeVisible();
  await boss.close();

  // The global admin deletes it: its club stays, outside any contract.
  await page.goto(`/#/federation/${federationId}/details`);
  await page.getByRole("button", { name: "Actions de la fédération" }).click();
  await page.getByRole("menuitem", { name: "Supprimer la fédération" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Supprimer", exact: true }).click();
  await expect(page).toHaveURL(/\/Landing$/);
  await expect(page.getByText("Fédération supprimée")).toBeVisible();
  await expect(page.getByRole("link", { name: `Fédération e2e ${run} bis` })).toHaveCount(0);
});
