import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { formatAmount } from "#core/cost-model/index";
import { type Lang, prepare, shot, viewports } from "./screens";
import { logIn as logInAs } from "./session";

const password = "clubcost-demo";
const club = "club@demo.clubcost.app";
const admin = "admin@demo.clubcost.app";
const fede = "fede@demo.clubcost.app";
const calculatorUrl = "/#/demo-club/calculator";
// Intl writes French amounts with no-break spaces; toContainText compares them as plain spaces.
const amount = (value: number, lang: Lang = "fr") =>
  formatAmount(value, lang).replace(/[\u00a0\u202f]/g, " ");

/** Through the shared helper (tests/e2e/session.ts): it returns once the app shows who is logged in. */
const logIn = (page: Page, email: string, lang: Lang = "fr") => logInAs(page, email, { password, lang });

async function openCalculator(page: Page) {
  if (!page.url().includes("/calculator")) await page.goto(calculatorUrl);
  await expect(page.getByLabel("Cotisation de U11")).toBeVisible();
}

async function newPage(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await prepare(page, "fr", "light");
  page.on("dialog", (dialog) => void dialog.accept());
  await logIn(page, email);
  await openCalculator(page);
  return page;
}

async function addLine(page: Page, button: string, name: string, value: string) {
  await page.getByRole("button", { name: button, exact: true }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Nom", { exact: true }).fill(name);
  await dialog.getByLabel(/^Montant/).fill(value);
  await dialog.getByRole("button", { name: "Ajouter", exact: true }).click();
  await expect(dialog).toBeHidden();
}

const saveButton = (page: Page) => page.getByRole("button", { name: "Enregistrer", exact: true });

test.describe.configure({ mode: "serial" });

test("a club admin sees the worked example, adds a fee, saves it and finds it after a reload", async ({
  browser,
}) => {
  const page = await newPage(browser, club);
  await expect(page.getByLabel("Cotisation de U11")).toHaveText(amount(96));
  await expect(page.getByLabel("Cotisation de U15")).toHaveText(amount(110));
  await expect(page.getByLabel("Cotisation de Loisir")).toHaveText(amount(150));
  await expect(page.getByRole("status").filter({ hasText: "Enregistré à" })).toBeVisible();

  // The add dialog refuses an empty name and an empty value.
  await page.getByRole("button", { name: "Ajouter un frais interne" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Nom", { exact: true }).fill("");
  await dialog.getByRole("button", { name: "Ajouter", exact: true }).click();
  await expect(dialog.getByText("Le nom est obligatoire")).toBeVisible();
  await expect(dialog.getByText("La valeur est obligatoire")).toBeVisible();
  await dialog.getByRole("button", { name: "Annuler" }).click();

  // A 500 € fee shared by 100 members adds 5 € to every net cost.
  await addLine(page, "Ajouter un frais interne", "Assurance", "500");
  await expect(page.getByLabel("Montant de Assurance")).toContainText(amount(-500));
  await expect(page.getByLabel("Cotisation de U15")).toHaveText(amount(115));
  await expect(page.getByText("Modifications non enregistrées")).toBeVisible();
  const stored = page.waitForResponse((response) => response.url().includes("/api/calculation/store"));
  await saveButton(page).click();
  await expect(page.getByText("Calculateur enregistré")).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Enregistré à" })).toBeVisible();

  // The store gave the new line its id (season-money.md section 1): the screen keeps it, so the next save sends it.
  const answered = (await (await stored).json()) as {
    data: { internalFees: { name: string; id?: string }[] };
  };
  const given = answered.data.internalFees.find((line) => line.name === "Assurance")?.id;
  expect(given).toMatch(/^if-[0-9a-z]{8}$/);
  await addLine(page, "Ajouter un frais interne", "Tenues", "100");
  const sent = page.waitForRequest((request) => request.url().includes("/api/calculation/store"));
  await saveButton(page).click();
  const body = (await sent).postDataJSON() as { input: { internalFees: { name: string; id?: string }[] } };
  expect(body.input.internalFees.find((line) => line.name === "Assurance")?.id).toBe(given);
  await expect(page.getByRole("status").filter({ hasText: "Enregistré à" })).toBeVisible();

  await page.reload();
  await expect(page.getByLabel("Nom de Assurance")).toHaveValue("Assurance");
  await expect(page.getByLabel("Cotisation de U15")).toHaveText(amount(116));

  // Template lines (the federation's licences) cannot be removed by the club.
  await page.getByRole("button", { name: "Supprimer Licences" }).click();
  await expect(
    page.getByText("Ce frais vient du modèle de la fédération : il ne peut pas être supprimé."),
  ).toBeVisible();
  await page.context().close();
});

test("going from one club's calculator to another's saves the first and opens the second afresh", async ({
  browser,
}) => {
  const page = await newPage(browser, admin);
  await addLine(page, "Ajouter un frais interne", "Passage", "100");
  await expect(page.getByText("Modifications non enregistrées")).toBeVisible();
  // The drawer's organizations change the hash only: the same route, another club.
  await page.evaluate(() => {
    window.location.hash = "#/demo-hist-1/calculator";
  });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).not.toContainText("Ping Club de Démo");
  await expect(page.getByLabel("Nom de Passage")).toHaveCount(0);
  await page.evaluate(() => {
    window.location.hash = "#/demo-club/calculator";
  });
  // Saved on the way out: back on the first club, the line comes from the server, no draft to offer.
  await expect(page.getByLabel("Nom de Passage")).toHaveValue("Passage");
  await expect(page.getByRole("status").filter({ hasText: "Enregistré à" })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await page.getByRole("button", { name: "Supprimer Passage" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Supprimer" }).click();
  await saveButton(page).click();
  await expect(page.getByText("Calculateur enregistré")).toBeVisible();
  await page.context().close();
});

test("two admins save the same club: the second meets the conflict dialog and no work is lost", async ({
  browser,
}) => {
  const claire = await newPage(browser, club);
  const alice = await newPage(browser, admin);

  await addLine(claire, "Ajouter une subvention", "Frais A", "100");
  await saveButton(claire).click();
  await expect(claire.getByText("Calculateur enregistré")).toBeVisible();

  await addLine(alice, "Ajouter une subvention", "Frais B", "200");
  await saveButton(alice).click();
  const conflict = alice.getByRole("dialog", { name: "Quelqu'un d'autre a enregistré entre-temps" });
  await expect(conflict).toBeVisible();
  await expect(conflict).toContainText("Claire Trésorière");
  await expect(conflict).toContainText("Votre version");
  await expect(conflict).toContainText("Version enregistrée");
  await shot(alice, "calculator-conflict-fr-light-desktop");
  await conflict.getByRole("button", { name: "Garder la mienne" }).click();
  await expect(conflict).toBeHidden();
  await expect(alice.getByRole("status").filter({ hasText: "Enregistré à" })).toBeVisible();

  // Claire's save is not lost: it is in the history, and she restores it.
  await claire.reload();
  await expect(claire.getByLabel("Nom de Frais B")).toBeVisible();
  await expect(claire.getByLabel("Nom de Frais A")).toHaveCount(0);
  await claire.getByRole("button", { name: "Menu", exact: true }).click();
  await claire.getByRole("menuitem", { name: "Historique" }).click();
  const history = claire.getByRole("dialog", { name: "Historique" });
  await expect(history.getByText("Actuelle")).toBeVisible();
  await history
    .getByRole("button", { name: /^Restaurer la version/ })
    .first()
    .click();
  await history.getByRole("button", { name: "Restaurer cette version" }).click();
  await expect(history).toBeHidden();
  await expect(claire.getByLabel("Nom de Frais A")).toBeVisible();
  await expect(claire.getByLabel("Nom de Frais B")).toHaveCount(0);
  await claire.context().close();
  await alice.context().close();
});

test("offline, the work stays on the device: a closed tab loses nothing", async ({ browser }) => {
  let page = await newPage(browser, club);
  const context = page.context();
  // The connection drops (a save made while the tab closes would fail the same way).
  await context.setOffline(true);
  await addLine(page, "Ajouter une subvention", "Sponsor local", "300");
  await saveButton(page).click();
  await expect(page.getByText("Hors ligne : modifications gardées sur cet appareil")).toBeVisible();

  // The tab goes at once, as when it crashes or the browser is killed: no page script runs any more, so
  // no last save can go out. (A tab closed the usual way saves as it is hidden, and that request escapes
  // Playwright's offline emulation: on a busy machine it once landed, leaving no draft to offer.) The
  // person comes back later, online, in a new tab.
  const crashed = page.waitForEvent("crash");
  void (await context.newCDPSession(page)).send("Page.crash").catch(() => undefined);
  await crashed;
  await page.close();
  await context.setOffline(false);
  page = await context.newPage();
  await prepare(page, "fr", "light");
  page.on("dialog", (dialog) => void dialog.accept());
  await page.goto(calculatorUrl);
  const offer = page.getByRole("dialog", { name: "Des modifications non enregistrées ont été gardées" });
  await expect(offer).toBeVisible();
  await expect(offer).toContainText("Sur cet appareil");
  await shot(page, "calculator-draft-offer-fr-light-desktop");
  await offer.getByRole("button", { name: "Restaurer mes modifications" }).click();
  await expect(page.getByLabel("Nom de Sponsor local")).toBeVisible();
  await expect(page.getByText("Modifications non enregistrées")).toBeVisible();

  await saveButton(page).click();
  await expect(page.getByText("Calculateur enregistré")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Nom de Sponsor local")).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await context.close();
});

test("the federation edits its template without the club-only parts", async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await prepare(page, "fr", "light");
  await logIn(page, fede);
  await page.goto("/#/demo-fftt/calctemplate");
  await expect(page.getByRole("heading", { name: "Modèle de calculateur" })).toBeVisible();
  await expect(page.getByRole("tab")).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Avantages en nature" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Supprimer Licences" })).toBeVisible();
  // Each club keeps its own allocation key on a template line: the template offers none (decision 231).
  await expect(page.getByLabel("Répartition de Licences")).toHaveCount(0);
  await page.getByRole("button", { name: "Menu", exact: true }).click();
  await expect(page.getByRole("menuitem", { name: "Inviter un administrateur" })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await shot(page, "calculator-template-fr-light-desktop");
  await context.close();
});

test("a club admin invites another admin, then leaves the club for good", async ({ browser }) => {
  const context = await browser.newContext({ permissions: ["clipboard-read", "clipboard-write"] });
  const page = await context.newPage();
  await prepare(page, "fr", "light");
  await logIn(page, club);
  await openCalculator(page);

  await page.getByRole("button", { name: "Menu", exact: true }).click();
  await page.getByRole("menuitem", { name: "Inviter un administrateur" }).click();
  const invite = page.getByRole("dialog", { name: "Inviter un administrateur du club" });
  await invite.getByRole("button", { name: "Créer l'invitation" }).click();
  await expect(invite.getByLabel("Lien d'invitation")).toHaveValue(/\/#\/join\/admin\/\w+/);
  await invite.getByRole("button", { name: "Copier le lien" }).click();
  await expect(page.getByText("Lien d'invitation copié")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/#\/join\/admin\//);

  // One admin and three open invitations: the most a club may have (api.md), and the dialog says so.
  const openInvite = async () => {
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    await page.getByRole("menuitem", { name: "Inviter un administrateur" }).click();
  };
  for (let i = 0; i < 2; i++) {
    await openInvite();
    await invite.getByRole("button", { name: "Créer l'invitation" }).click();
    await expect(invite.getByLabel("Lien d'invitation")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(invite).toBeHidden();
  }
  await page.setViewportSize(viewports.phone);
  await openInvite();
  await expect(invite.getByText("Ce club a déjà 4 administrateurs et invitations en cours")).toBeVisible();
  await expect(invite.getByRole("button", { name: "Créer l'invitation" })).toBeDisabled();
  await shot(page, "calculator-invite-full-fr-light-phone");
  await page.keyboard.press("Escape");

  await page.getByRole("button", { name: "Menu", exact: true }).click();
  await page.getByRole("menuitem", { name: "Quitter le club" }).click();
  const leave = page.getByRole("dialog", { name: /^Quitter Ping Club de Démo/ });
  await expect(leave).toContainText("définitif");
  await leave.getByRole("button", { name: "Quitter le club" }).click();
  await expect(page).toHaveURL(/Landing/);
  await expect(page.getByText("Vous avez quitté l'organisation")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Mes organisations" })).toBeVisible();
  await context.close();
});
