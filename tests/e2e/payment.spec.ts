import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { startFakePaypal } from "../support/fake-paypal";
import { E2E_PORT, E2E_SECOND_PORT } from "./playwright.config";
import { logIn as logInAs } from "./session";
import { type RunningServer, startServer } from "./server";
import { type Lang, prepare, shot, type Theme, viewports } from "./screens";

// This journey needs PayPal settings, so it runs its own server (the shared one has none) against a
// local fake of PayPal: REST API, webhook certificate and a stand-in JS SDK.
const PORT = E2E_SECOND_PORT;
const ORIGIN = `http://localhost:${PORT}`;
const PLAN = "P-E2E-LICENCE";
const buyer = { email: `buyer-${Date.now()}@example.org`, password: "buyer-password-1" };
const texts = {
  fr: { email: "Email", password: "Mot de passe", submit: "Se connecter" },
  en: { email: "Email", password: "Password", submit: "Log in" },
} as const;

let paypal: Awaited<ReturnType<typeof startFakePaypal>>;
let server: RunningServer | undefined;

test.describe.configure({ mode: "serial" });
test.use({ baseURL: ORIGIN });

test.beforeAll(async () => {
  // A cold start on a busy machine (tsx compiling, migrations) can take a minute.
  test.setTimeout(240_000);
  paypal = await startFakePaypal({ clientId: "e2e-client", clientSecret: "e2e-secret" });
  server = await startServer({
    port: PORT,
    databaseDir: `test-results/payment-e2e-db-${PORT}`,
    env: {
      JWT_SECRET: "payment-e2e-secret-payment-e2e-secret",
      DEMO_DATA: "off",
      PAYPAL_CLIENT_ID: "e2e-client",
      PAYPAL_CLIENT_SECRET: "e2e-secret",
      PAYPAL_PLAN_ID: PLAN,
      PAYPAL_WEBHOOK_ID: "WH-E2E",
      PAYPAL_API_BASE: paypal.base,
      PAYPAL_SDK_BASE: paypal.base,
    },
  });
  const registered = await fetch(`${ORIGIN}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      login: buyer.email,
      password: buyer.password,
      firstName: "",
      lastName: "",
      channel: "email",
    }),
  });
  expect(registered.ok).toBe(true);
});

test.afterAll(async () => {
  await server?.stop();
  await paypal?.close();
});

/** The buyer, through the shared form helper (it waits until the app shows who is logged in). */
const logIn = (page: Page, lang: Lang) => logInAs(page, buyer.email, { password: buyer.password, lang });

/** A second session of the buyer, for the checks a browser cannot make by itself. */
async function apiToken(): Promise<string> {
  const answer = await fetch(`${ORIGIN}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ login: buyer.email, password: buyer.password }),
  });
  return ((await answer.json()) as { token: string }).token;
}

test("a user with no organization buys the licence, gets the invitation and creates a club with it", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize(viewports.desktop);
  await prepare(page, "fr", "light");
  await logIn(page, "fr");
  // No organization yet: the landing offers to get an invitation.
  await page.getByRole("link", { name: "Obtenir une invitation" }).last().click();
  // In a document of its own, the only one whose CSP allows PayPal's SDK (issue 39.9, decision 209).
  await expect(page).toHaveURL(/:\d+\/payment#\/payment$/);
  await expect(page.getByTestId("licence-price")).toContainText("19,90 €");
  await expect(page.getByTestId("licence-price")).toContainText("/ an");
  const paypalButton = page.getByRole("button", { name: "PayPal" });
  await expect(paypalButton).toBeVisible();
  await shot(page, "payment-offer-fr-light-desktop");

  await paypalButton.click();
  await expect(page.getByText("Merci ! Votre abonnement est actif.")).toBeVisible();
  const subscriptionId = (await page.getByTestId("subscription-id").textContent())!.trim();
  expect(subscriptionId).toMatch(/^I-FAKE/);
  // PayPal holds who bought it: the page sent the buyer's id as custom_id.
  expect(paypal.subscriptions.get(subscriptionId)?.custom_id).toBeTruthy();
  const invitation = (await page.getByTestId("licence-invitation").first().textContent())!.trim();
  expect(invitation).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
  await expect(page.getByText("Renouvellement le")).toBeVisible();
  await shot(page, "payment-approved-fr-light-desktop");

  // A second approval of the same subscription grants nothing more.
  const token = await apiToken();
  const again = await fetch(`${ORIGIN}/api/payment/approve`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-access-token": token },
    body: JSON.stringify({ subscriptionID: subscriptionId }),
  });
  expect((await again.json()).data).toMatchObject({ granted: false, invitationId: invitation });
  const status = await (
    await fetch(`${ORIGIN}/api/payment/status`, { headers: { "x-access-token": token } })
  ).json();
  expect(status.data.subscriptions).toHaveLength(1);

  await page.getByRole("link", { name: "Créer mon club" }).first().click();
  // Back in the app's own document, without PayPal in its CSP.
  await expect(page).toHaveURL(new RegExp(`:\\d+/#/join/club/${invitation}`));
  const clubName = "Club Licence E2E";
  // The join page (join feature) opens its add-club dialog with the licence invitation filled in.
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(`Licence ${subscriptionId}`)).toBeVisible();
  await dialog.locator("select").first().selectOption("Other");
  await dialog
    .getByLabel(/f[ée]d[ée]ral/i)
    .first()
    .fill("LIC-E2E-1");
  await dialog.getByLabel(/^nom/i).first().fill(clubName);
  await dialog
    .getByLabel(/postal/i)
    .first()
    .fill("69001");
  await shot(page, "payment-join-club-fr-light-desktop");
  await dialog
    .getByRole("button", { name: /cr[ée]er/i })
    .last()
    .click();
  await expect(page).toHaveURL(/\/[0-9a-f-]{36}\/calculator/);
  await page.waitForLoadState("networkidle");
  await shot(page, "payment-club-calculator-fr-light-desktop");

  // Back on the payment page the licence says its invitation was used, for that club.
  await page.goto("/#/payment");
  await expect(page.getByText(`Club créé : ${clubName}`)).toBeVisible();
  await expect(page.getByRole("link", { name: "Créer mon club" })).toHaveCount(0);
});

for (const [lang, theme, size] of [
  ["en", "dark", "phone"],
  ["fr", "dark", "desktop"],
  ["en", "light", "desktop"],
  ["fr", "light", "phone"],
] as [Lang, Theme, keyof typeof viewports][]) {
  test(`the buyer sees the licence, its state and renewal date (${lang}, ${theme}, ${size})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewports[size]);
    await prepare(page, lang, theme);
    await logIn(page, lang);
    await page.goto("/#/payment");
    await expect(
      page.getByRole("heading", { name: lang === "fr" ? "Vos licences" : "Your licences" }),
    ).toBeVisible();
    await expect(page.getByText(lang === "fr" ? "Active" : "Active", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "PayPal" })).toBeVisible();
    await shot(page, `payment-licences-${lang}-${theme}-${size}`);
  });
}

test("PayPal failures say so: no subscription id, an error in the process, the SDK not loading", async ({
  page,
}) => {
  const logged: string[] = [];
  page.on("console", (message) => message.type() === "error" && logged.push(message.text()));
  await page.setViewportSize(viewports.desktop);
  await prepare(page, "en", "light");
  await logIn(page, "en");
  await page.goto("/#/payment");

  paypal.state.approval = "no-id";
  await page.getByRole("button", { name: "PayPal" }).click();
  await expect(page.getByRole("alert")).toContainText("Subscription ID not received");

  paypal.state.approval = "error";
  await page.getByRole("button", { name: "PayPal" }).click();
  await expect(page.getByRole("alert")).toContainText("An error occurred during the subscription process");
  await shot(page, "payment-error-en-light-desktop");

  paypal.state.approval = "approve";
  paypal.state.sdkUp = false;
  await page.reload();
  await expect(page.getByText("The PayPal button could not be loaded")).toBeVisible();
  expect(logged.some((text) => text.includes("The PayPal SDK could not be loaded"))).toBe(true);
  paypal.state.sdkUp = true;
});

test.describe("without PayPal settings", () => {
  // The shared e2e server (playwright.config.ts) runs without any PAYPAL_* variable.
  test.use({ baseURL: `http://localhost:${E2E_PORT}` });

  test("the page says payments are not available, and nothing breaks", async ({ page }) => {
    const failures: string[] = [];
    page.on("response", (response) => response.status() >= 500 && failures.push(response.url()));
    await page.setViewportSize(viewports.desktop);
    await prepare(page, "fr", "light");
    await page.goto("/");
    await page.getByLabel(texts.fr.email, { exact: true }).fill("club@demo.clubcost.app");
    await page.getByLabel(texts.fr.password, { exact: true }).fill("clubcost-demo");
    await page.getByRole("button", { name: texts.fr.submit, exact: true }).click();
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto("/#/payment");
    await expect(page.getByRole("heading", { name: "Le paiement n'est pas disponible" })).toBeVisible();
    await expect(page.getByTestId("licence-price")).toContainText("19,90 €");
    await expect(page.getByRole("button", { name: "PayPal" })).toHaveCount(0);
    await shot(page, "payment-unavailable-fr-light-desktop");
    expect(failures).toEqual([]);
  });
});
