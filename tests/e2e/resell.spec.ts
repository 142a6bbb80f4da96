import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import { axeViolations } from "./axe-scan";
import { dialogShot, type Lang, prepare, shot } from "./screens";

// The demo club holds the worked example of cost-model.md: U11 20 members at rate 80 (96), U15 110, Loisir manual 150.
const demo = { email: "club@demo.clubcost.app", password: "clubcost-demo" };
const texts = {
  fr: {
    email: "Email",
    password: "Mot de passe",
    submit: "Se connecter",
    margin: /1\s520,00\s€/,
    percent: /13,57\s%/,
    poster: "Affiche des tarifs",
    preview: "Aperçu de l’affiche des tarifs",
    pays: /ne paie que\s+\d+,\d\s%/,
  },
  en: {
    email: "Email",
    password: "Password",
    submit: "Log in",
    margin: "€1,520.00",
    percent: "13.57%",
    poster: "Price poster",
    preview: "Preview of the price poster",
    pays: /only pays\s+\d+\.\d%/,
  },
} as const;

async function openCalculator(page: Page, lang: Lang) {
  await page.goto("/");
  await page.getByLabel(texts[lang].email, { exact: true }).fill(demo.email);
  await page.getByLabel(texts[lang].password, { exact: true }).fill(demo.password);
  await page.getByRole("button", { name: texts[lang].submit, exact: true }).click();
  // One organization: the landing opens its calculator directly.
  await expect(page).toHaveURL(/\/calculator$/);
}

// Tabs: Calculator, Resell, Statistics (their names belong to the calculator screen).
const resellTab = (page: Page) => page.getByRole("tab").nth(1);
const statisticsTab = (page: Page) => page.getByRole("tab").nth(2);
const category = (page: Page, name: string) => page.getByTestId(`category-${name}`);

/** axe on the tab's own content (the calculator screen around it is checked by its own spec). */
async function expectNoSeriousA11yIssue(page: Page) {
  const violations = await axeViolations(page, {}, '[role="tabpanel"]');
  expect(
    violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.id}: ${v.nodes[0]?.html}`),
  ).toEqual([]);
}

/** Serves the real feature flags with input-membership forced on (a UI test of the flag's effect). */
async function forceInputMembership(page: Page) {
  await page.route("**/api/support/config", async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.data = { ...body.data, "input-membership": true };
    await route.fulfill({ response, json: body });
  });
}

// The screens in both themes and sizes are scanned and pictured in screens-club.spec.ts; here the figures.
for (const lang of ["fr", "en"] as Lang[]) {
  test(`resell, statistics and poster of the demo club (${lang})`, async ({ page }) => {
    await prepare(page, lang, "light");
    await openCalculator(page, lang);
    await resellTab(page).click();
    const margin = page.getByTestId("resell-margin");
    await expect(margin).toContainText(texts[lang].margin);
    await expect(margin).toContainText(texts[lang].percent);
    await expect(category(page, "U11").getByTestId("membership")).toContainText(
      lang === "fr" ? /96,00\s€/ : "€96.00",
    );
    // Expand and collapse all belong to the budget's sections: not offered where there are none.
    await expect(
      page.getByRole("button", { name: lang === "fr" ? "Tout replier" : "Collapse all" }),
    ).toHaveCount(0);

    await statisticsTab(page).click();
    await expect(page.getByTestId("pays-statement")).toContainText(texts[lang].pays);
    // Composition, distribution and (extra-stats, on by default) cost versus revenue.
    await expect(page.locator(".apexcharts-svg")).toHaveCount(3);

    await resellTab(page).click();
    await page.getByRole("button", { name: texts[lang].poster }).click();
    await expect(page.getByRole("img", { name: texts[lang].preview })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
}

test("moving U11's slider changes its membership and the margin", async ({ page }) => {
  await prepare(page, "fr", "light");
  await openCalculator(page, "fr");
  await resellTab(page).click();
  const slider = page.getByRole("slider", { name: "Part du coût net payée par U11" });
  await expect(slider).toHaveValue("80");
  await expect(slider).toHaveAttribute("max", "200");
  await slider.focus();
  await page.keyboard.press("ArrowRight");
  // Rate 81: 120 x 0.81 = 97.2, rounded up to 98; the margin grows by 2 x 20.
  await expect(slider).toHaveValue("81");
  await expect(category(page, "U11").getByTestId("membership")).toContainText(/98,00\s€/);
  await expect(page.getByTestId("resell-margin")).toContainText(/1\s560,00\s€/);
  await page.keyboard.press("ArrowLeft");
  await expect(page.getByTestId("resell-margin")).toContainText(/1\s520,00\s€/);
  await expectNoSeriousA11yIssue(page);

  // Statistics of U11 alone: the member pays 96 of a real cost of 241 (cost-model.md).
  await statisticsTab(page).click();
  await page.getByLabel("Catégorie", { exact: true }).selectOption({ label: "Jeunes – U11" });
  await expect(page.getByTestId("pays-statement")).toContainText(/39,8\s%/);
  await expect(page.getByTestId("pays-statement")).toContainText(
    /96,00\s€ payés sur un coût réel de 241,00\s€/,
  );
  await expect(page.locator(".apexcharts-svg")).toHaveCount(3);
  await expectNoSeriousA11yIssue(page);
});

test("in input mode, requesting 100 for U11 gives rate 83 and the slider clears it", async ({ page }) => {
  await forceInputMembership(page);
  await prepare(page, "en", "light");
  await openCalculator(page, "en");
  await resellTab(page).click();
  // Switching mode re-derives the manual Loisir rate from its 150 price: round(150 / 110 x 100).
  await expect(category(page, "Loisir").getByTestId("rate-value")).toHaveText("136%");
  const field = page.getByLabel("Requested membership for U11");
  await field.fill("100");
  await expect(category(page, "U11").getByTestId("rate-value")).toHaveText("83%");
  await expect(category(page, "U11").getByTestId("membership")).toContainText("€100.00");
  await expect(category(page, "U11")).toContainText("Fixed price");
  await field.fill("-5");
  await expect(category(page, "U11")).toContainText("A membership cannot be negative.");
  await field.blur();
  await shot(page, "resell-input-mode-en-light-desktop");

  const slider = page.getByRole("slider", { name: "Share of the net cost paid by U11" });
  await slider.focus();
  await page.keyboard.press("ArrowLeft");
  await expect(category(page, "U11").getByTestId("rate-value")).toHaveText("82%");
  await expect(category(page, "U11")).not.toContainText("Fixed price");
});

/** Gives the demo club a logo on another host, wherever the session's organizations are sent. */
async function giveClubRemoteLogo(page: Page, logo: string) {
  const patch = (value: unknown): void => {
    if (!value || typeof value !== "object") return;
    for (const [key, inner] of Object.entries(value)) {
      if (key !== "organizations" || !Array.isArray(inner)) {
        patch(inner);
        continue;
      }
      for (const org of inner) if (org.type === "club") org.logo = logo;
    }
  };
  for (const path of ["**/api/user/details", "**/api/auth/login", "**/api/auth/refresh"]) {
    await page.route(path, async (route) => {
      const response = await route.fetch();
      const body = await response.json().catch(() => null);
      patch(body);
      await route.fulfill({ response, json: body });
    });
  }
}

/** A 64 px pure red PNG, easy to find again in the poster's pixels. */
function redSquare(): Buffer {
  const png = new PNG({ width: 64, height: 64 });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([220, 0, 0, 255], i);
  return PNG.sync.write(png);
}

test("the poster downloads as a 900 px PNG whose QR code gives the registration URL", async ({ page }) => {
  const registration = "https://ping-club-demo.example.org/inscription?saison=2026";
  const logo = "https://logos.example.org/ping-club.png";
  await giveClubRemoteLogo(page, logo);
  const proxied: { token: string | undefined; url: string }[] = [];
  await page.route("**/api/proxy/image/**", async (route) => {
    const encoded = new URL(route.request().url()).pathname.split("/").pop() ?? "";
    proxied.push({
      token: route.request().headers()["x-access-token"],
      url: Buffer.from(encoded, "base64url").toString(),
    });
    await route.fulfill({ status: 200, contentType: "image/png", body: redSquare() });
  });
  await prepare(page, "fr", "light");
  await openCalculator(page, "fr");
  await resellTab(page).click();
  await page.getByRole("button", { name: "Affiche des tarifs" }).click();
  const dialog = page.getByRole("dialog");

  const message = dialog.getByLabel("Message");
  await expect(message).toHaveValue("Tarifs applicables à partir du 1er septembre.");
  await message.fill("x".repeat(250));
  await expect(message).toHaveValue("x".repeat(200));
  await expect(dialog).toContainText("200/200 caractères");
  await message.fill("Inscriptions ouvertes : tarifs applicables à partir du 1er septembre.");

  await dialog.getByLabel("Lien d’inscription (facultatif)").fill("pas une adresse");
  await dialog.getByRole("button", { name: /Générer/ }).click();
  await expect(dialog).toContainText("Saisissez une adresse complète");
  await dialog.getByLabel("Lien d’inscription (facultatif)").fill(registration);
  await dialog.getByRole("button", { name: /Générer/ }).click();
  await expect(dialog.getByRole("img", { name: "Aperçu de l’affiche des tarifs" })).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    dialog.getByRole("button", { name: "Télécharger l’affiche" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("poster_tarifs.png");
  const png = PNG.sync.read(readFileSync(await download.path()));
  expect(png.width).toBe(900);
  // Header, three 60 px category rows, the message and the 150 px QR code.
  expect(png.height).toBeGreaterThan(190 + 3 * 60 + 150);
  const qr = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  expect(qr?.data).toBe(registration);
  // The club's logo came through the image proxy, with the session token, into the header tile.
  expect(proxied.length).toBeGreaterThan(0);
  expect(proxied[0]).toEqual({ token: expect.stringMatching(/.+/), url: logo });
  const centre = (91 * png.width + 108) * 4;
  expect([...png.data.subarray(centre, centre + 3)]).toEqual([220, 0, 0]);
  await expect(dialog).not.toContainText("logo du club n’a pas pu");
  await dialogShot(page, "poster-with-qr-fr-light-desktop");
  await download.saveAs("tests/e2e/screenshots/poster-file-fr.png");
});
