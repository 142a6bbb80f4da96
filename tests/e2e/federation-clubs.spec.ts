import { readFile } from "node:fs/promises";
import type { Download, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { type Lang, prepare, shot, viewports } from "./screens";
import { logIn as logInAs } from "./session";

const FEDE = "fede@demo.clubcost.app";
const PASSWORD = "clubcost-demo";
const FEDERATION = "demo-fftt";
const texts = {
  fr: {
    email: "Email",
    password: "Mot de passe",
    submit: "Se connecter",
    clubs: "Liste des clubs",
    stats: "Statistiques",
    search: "Rechercher un club par son nom",
  },
  en: {
    email: "Email",
    password: "Password",
    submit: "Log in",
    clubs: "Club list",
    stats: "Statistics",
    search: "Search a club by name",
  },
} as const;

/** Through the shared helper (tests/e2e/session.ts): it returns once the app shows who is logged in. */
const logIn = (page: Page, lang: Lang = "fr") => logInAs(page, FEDE, { password: PASSWORD, lang });

async function saved(download: Download): Promise<string> {
  return readFile(await download.path(), "utf8");
}

/** CSV lines without the BOM and the final line break. */
const linesOf = (csv: string) =>
  csv
    .replace(/^\uFEFF/, "")
    .replace(/\r\n$/, "")
    .split("\r\n");

test.use({ permissions: ["clipboard-read", "clipboard-write"] });

test("the federation admin searches, expands, exports and removes clubs, then reads the statistics", async ({
  page,
}) => {
  await page.setViewportSize(viewports.desktop);
  await prepare(page, "fr", "light");
  await logIn(page);
  await page.goto(`/#/federation/${FEDERATION}/clubs`);
  await expect(page.getByRole("tab", { name: "Liste des clubs", selected: true })).toBeVisible();
  const count = page.getByText(/^\d+ clubs$/);
  await expect(count).toBeVisible();
  const total = Number((await count.textContent())!.split(" ")[0]);
  expect(total).toBeGreaterThan(30);

  // Typed without accents or capitals, words in any order.
  await page.getByLabel(texts.fr.search).fill("demo ping");
  await expect(page.getByText(`1 club sur ${total}`)).toBeVisible();
  const row = page.getByRole("row", { name: /Ping Club de Démo/ });
  await expect(row).toBeVisible();
  await page.getByRole("button", { name: "Afficher le détail de Ping Club de Démo" }).click();
  await expect(page.getByRole("link", { name: "club@demo.clubcost.app" })).toHaveAttribute(
    "href",
    "mailto:club@demo.clubcost.app",
  );
  await expect(page.getByText("Claire Trésorière")).toBeVisible();
  await expect(page.getByRole("tabpanel").getByText("Fédération démo de tennis de table")).toBeVisible();

  // clubs.csv holds what the search shows, in the French Excel dialect.
  const [filtered] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Télécharger le CSV" }).click(),
  ]);
  expect(filtered.suggestedFilename()).toBe("clubs.csv");
  const csv = await saved(filtered);
  expect(csv.startsWith("\uFEFF")).toBe(true);
  const lines = linesOf(csv);
  expect(lines[0]).toBe(
    "Code;Nom;Code postal;Ligue;Adhérents;Budget estimé;Résultat prévisionnel;Créé le;Saison",
  );
  expect(lines).toHaveLength(2);
  expect(lines[1]).toMatch(
    /^08750001;Ping Club de Démo;75011;Île-de-France;\d+;\d+(,\d+)?;-?\d+(,\d+)?;\d\d-\d\d-\d{4};commencée$/,
  );
  await shot(page, "federation-clubs-expanded-fr-light-desktop");

  // Inviting admins and opening the calculator are the global admin's (decision 006).
  await expect(page.getByRole("button", { name: "Inviter un administrateur" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Calculateur" })).toHaveCount(0);

  // The whole list: one line per club, newest first.
  await page.getByLabel(texts.fr.search).fill("");
  const [everything] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Télécharger le CSV" }).click(),
  ]);
  const all = linesOf(await saved(everything));
  expect(all).toHaveLength(total + 1);
  const created = all.slice(1).map((line) => line.split(";")[7].split("-").reverse().join(""));
  expect(created).toEqual([...created].sort().reverse());
  expect(
    all.some(
      (line) =>
        line.startsWith("087501") &&
        line.includes(";Entente pongiste Besançon;25000;Bourgogne-Franche-Comté;"),
    ),
  ).toBe(true);
  // Clubs that never saved a calculator of the season have not started it: no figures, not zeros: empty
  // cells and "non commencée" in the CSV, "—" and "Saison non commencée" in the list (issues 31.6, 38.3).
  const unsaved = all
    .slice(1)
    .map((line) => line.split(";"))
    .filter((cells) => cells[4] === "");
  expect(unsaved.length).toBeGreaterThan(0);
  expect(
    unsaved.filter((cells) => cells[5] !== "" || cells[6] !== "" || cells[8] !== "non commencée"),
  ).toEqual([]);
  expect(all.slice(1).filter((line) => line.split(";")[4] === "0")).toEqual([]);
  const neverSaved = unsaved[0]![1]!.replace(/^"|"$/g, "").replace(/""/g, '"');
  await page.getByLabel(texts.fr.search).fill(neverSaved);
  const emptyRow = page.getByRole("row").filter({ hasText: neverSaved }).first();
  await expect(emptyRow.getByRole("cell").nth(2)).toHaveText(`${neverSaved}Saison non commencée`);
  await expect(emptyRow.getByRole("cell").nth(5)).toHaveText("—Saison non commencée");
  await expect(emptyRow.getByRole("cell").nth(6)).toHaveText("—Saison non commencée");
  await expect(emptyRow.getByRole("cell").nth(7)).toHaveText("—Saison non commencée");
  // Its details show no figures either (the club row keeps those of its last saved season, if any).
  await emptyRow.getByRole("button", { name: `Afficher le détail de ${neverSaved}` }).click();
  const panel = page.locator('tr[id^="club-details-"]');
  await expect(panel.locator("dd").nth(1)).toHaveText("—Saison non commencée");
  await expect(panel.locator("dd").nth(2)).toHaveText("—Saison non commencée");

  // Removing asks first and names the club.
  await page.getByLabel(texts.fr.search).fill("tt lyon");
  await page.getByRole("button", { name: "Afficher le détail de TT Lyon" }).click();
  await page.getByRole("button", { name: "Supprimer", exact: true }).click();
  const confirm = page.getByRole("dialog", { name: "Supprimer TT Lyon ?" });
  await expect(confirm).toContainText("C'est définitif");
  await confirm.getByRole("button", { name: "Annuler" }).click();
  await expect(page.getByRole("row", { name: /TT Lyon/ })).toBeVisible();
  await page.getByRole("button", { name: "Supprimer", exact: true }).click();
  await page
    .getByRole("dialog", { name: "Supprimer TT Lyon ?" })
    .getByRole("button", { name: "Supprimer le club" })
    .click();
  await expect(page.getByText("Club supprimé")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Aucun club ne correspond à « tt lyon »" })).toBeVisible();
  await page.getByRole("button", { name: "Effacer la recherche" }).click();
  await expect(page.getByText(`${total - 1} clubs`, { exact: true })).toBeVisible();

  // A club added on the contract's quota appears at the top of the list.
  await page.getByRole("button", { name: "Ajouter un club" }).click();
  const add = page.getByRole("dialog", { name: "Ajouter un club" });
  await add.getByRole("button", { name: "Ajouter le club" }).click();
  await expect(add.getByText("L'identifiant fédéral est obligatoire.")).toBeVisible();
  await add.getByLabel("N° fédéral").fill("08759999");
  await add.getByLabel("Nom du club").fill("Club Été Test");
  await add.getByLabel("Code postal").fill("69001");
  await add.getByLabel("Ligue").fill("Auvergne-Rhône-Alpes");
  await add.getByRole("button", { name: "Ajouter le club" }).click();
  // It comes with the invitation of its first admin, whose link the dialog gives (decision 109).
  const link = add.getByLabel("Lien d'invitation");
  await expect(link).toHaveValue(/\/#\/join\/admin\/[A-Z0-9-]+$/);
  const invitationCode = (await link.inputValue()).split("/").pop() as string;
  await shot(page, "federation-add-club-link-fr-light-desktop");
  await add.getByRole("button", { name: "Fermer", exact: true }).last().click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByText(`${total} clubs`, { exact: true })).toBeVisible();
  await expect(page.getByRole("row").nth(1)).toContainText("Club Été Test");
  // The link stays in the club's row until someone uses it.
  await page.getByRole("button", { name: "Afficher le détail de Club Été Test" }).click();
  await expect(page.getByText(invitationCode)).toBeVisible();

  // Statistics: charts drawn, and top_connections.csv equal to the server's figures grouped by league.
  await page.getByRole("tab", { name: "Statistiques" }).click();
  await expect(
    page.getByRole("figure", { name: "Quota de clubs" }).locator(".apexcharts-canvas"),
  ).toBeVisible();
  // The period's scale says its ends in words, not as the API's day offsets "-365" and "-1".
  await expect(page.getByText("il y a 365 jours", { exact: true })).toBeVisible();
  await expect(page.getByText("aujourd'hui", { exact: true })).toBeVisible();
  await expect(
    page.getByRole("figure", { name: "Nouveaux clubs" }).locator(".apexcharts-canvas"),
  ).toBeVisible();
  await expect(
    page.getByRole("figure", { name: "Clubs par département" }).locator(".apexcharts-canvas"),
  ).toBeVisible();
  await page.getByRole("radio", { name: "Ligue" }).check({ force: true });
  await page.getByLabel("Afficher", { exact: true }).selectOption("all");
  await expect(
    page.getByRole("figure", { name: "Top des connexions" }).locator(".apexcharts-canvas"),
  ).toBeVisible();
  const [top] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Télécharger le CSV" }).click(),
  ]);
  expect(top.suggestedFilename()).toBe("top_connections.csv");
  const topLines = linesOf(await saved(top));

  const token = (
    await (await page.request.post("/api/auth/login", { data: { login: FEDE, password: PASSWORD } })).json()
  ).token as string;
  const stats = await (
    await page.request.get(`/api/statistics/federation?federationId=${FEDERATION}&from=-30&to=-1`, {
      headers: { "x-access-token": token },
    })
  ).json();
  const perLeague = new Map<string, number>();
  for (const r of stats.data.connectionPerClub as { league: string; value: number }[])
    perLeague.set(r.league, (perLeague.get(r.league) ?? 0) + r.value);
  const expected = [...perLeague]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], "fr", { numeric: true, sensitivity: "base" }))
    .map(([league, value], i) => `${i + 1};${league};${value}`);
  expect(topLines).toEqual(["Rang;Ligue;Connexions", ...expected]);
  expect(expected.length).toBeGreaterThan(8);
  await shot(page, "federation-statistics-fr-light-desktop");
});

test("the global admin also gets the calculator and invites a club admin from the list", async ({ page }) => {
  await page.setViewportSize(viewports.desktop);
  await prepare(page, "fr", "light");
  await page.goto("/#/login");
  await page.getByLabel("Email", { exact: true }).fill("admin@demo.clubcost.app");
  await page.getByLabel("Mot de passe", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Se connecter", exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(`/#/federation/${FEDERATION}/clubs`);
  await page.getByLabel(texts.fr.search).fill("Ping club de demo");
  await page.getByRole("button", { name: "Afficher le détail de Ping Club de Démo" }).click();
  await expect(page.getByRole("link", { name: "Calculateur" })).toHaveAttribute(
    "href",
    "#/demo-club/calculator",
  );
  await page.getByRole("button", { name: "Inviter un administrateur" }).click();
  const invite = page.getByRole("dialog", { name: "Inviter un administrateur pour Ping Club de Démo" });
  await invite.getByLabel("Email (facultatif)").fill("pas-une-adresse");
  await invite.getByRole("button", { name: "Créer l'invitation" }).click();
  await expect(invite.getByText("Email invalide")).toBeVisible();
  await invite.getByLabel("Email (facultatif)").fill("tresorier.adjoint@example.org");
  await invite.getByRole("button", { name: "Créer l'invitation" }).click();
  const link = await invite.getByLabel("Lien d'invitation").inputValue();
  expect(link).toMatch(/\/#\/join\/admin\/[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
  await invite.getByRole("button", { name: "Copier le lien" }).click();
  await expect(page.getByText("Lien d'invitation copié")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await expect(page.getByRole("tabpanel").getByText("tresorier.adjoint@example.org")).toBeVisible();
  await expect(page.getByRole("tabpanel").getByRole("button", { name: "Copier le lien" })).toBeVisible();
});
