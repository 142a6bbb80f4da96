import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { prepare, shot } from "./screens";

// Past the organization's save limit the server answers 429 (code 12): the autosave keeps the work on
// the device, says so, and its next autosave goes through once the server accepts again.
/** What the tab's autosave does when it is hidden (the 60 s tick calls the same save). */
const hideTab = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
  });

test("a save refused for too many saves keeps the draft and goes through on the next autosave", async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await prepare(page, "fr", "light");
  page.on("dialog", (dialog) => void dialog.accept());
  await page.goto("/");
  await page.getByLabel("Email", { exact: true }).fill("club@demo.clubcost.app");
  await page.getByLabel("Mot de passe", { exact: true }).fill("clubcost-demo");
  await page.getByRole("button", { name: "Se connecter", exact: true }).click();
  await expect(page).not.toHaveURL(/login/);
  await page.goto("/#/demo-club/calculator");
  await expect(page.getByRole("status").filter({ hasText: "Enregistré à" })).toBeVisible();

  let refused = 0;
  await page.route("**/api/calculation/store", (route) => {
    refused += 1;
    return route.fulfill({
      status: 429,
      contentType: "application/json",
      body: JSON.stringify({
        status: 12,
        message: "Too many attempts, please wait a moment and try again.",
        data: null,
      }),
    });
  });
  await page.getByRole("button", { name: "Ajouter une subvention", exact: true }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Nom", { exact: true }).fill("Mécène patient");
  await dialog.getByLabel(/^Montant/).fill("250");
  await dialog.getByRole("button", { name: "Ajouter", exact: true }).click();
  await expect(dialog).toBeHidden();
  await hideTab(page);
  await expect(
    page.getByText("Enregistrement en pause un instant : modifications gardées sur cet appareil"),
  ).toBeVisible();
  expect(refused).toBeGreaterThan(0);
  const draft = await page.evaluate(() => localStorage.getItem("cc.calculator-draft.demo-club"));
  expect(draft).toContain("Mécène patient");
  await shot(page, "calculator-save-paused-fr-light-desktop");

  await page.unroute("**/api/calculation/store");
  await hideTab(page);
  await expect(page.getByRole("status").filter({ hasText: "Enregistré à" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("cc.calculator-draft.demo-club"))).toBeNull();
  await page.reload();
  await expect(page.getByLabel("Nom de Mécène patient")).toBeVisible();
  await context.close();
});
