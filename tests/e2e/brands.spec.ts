import { expect, test } from "@playwright/test";
import { brands } from "../../core/brands";
import { E2E_PORT } from "./playwright.config";
import { prepare, shot, viewports } from "./screens";

// Brands per host on the real server: the page arrives already branded (no flash of the default brand).
const hosts = [
  ["localhost", brands.default],
  ["fftt.localhost", brands.fftt],
  ["fft.localhost", brands.fft],
  ["ffhb.localhost", brands.ffhb],
] as const;

for (const [host, brand] of hosts) {
  test(`${host} shows the ${brand.key} brand from the first paint`, async ({ page }) => {
    await page.setViewportSize(viewports.desktop);
    await prepare(page, "fr", "light");
    const response = await page.goto(`http://${host}:${E2E_PORT}/`);
    const html = (await response?.text()) ?? "";
    // Already in the HTML, before any script: title, colours, favicon.
    expect(html).toContain(`<title>${brand.name}</title>`);
    expect(html).toContain(`--brand-primary:${brand.primary}`);
    expect(html).toMatch(new RegExp(`id="cc-favicon"[^>]*href="${brand.logo}"`));
    await expect(page.getByRole("heading", { level: 1 })).toContainText(brand.name);
    const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--brand-primary").trim());
    expect(primary).toBe(brand.primary);
    await shot(page, `brand-${brand.key}-fr-light-desktop`);
  });
}

test("the table-tennis brand in night mode on a phone, logged in", async ({ page }) => {
  await page.setViewportSize(viewports.phone);
  await prepare(page, "fr", "dark");
  await page.goto(`http://fftt.localhost:${E2E_PORT}/`);
  await page.getByLabel("Email", { exact: true }).fill("fede@demo.clubcost.app");
  await page.getByLabel("Mot de passe", { exact: true }).fill("clubcost-demo");
  await page.getByRole("button", { name: "Se connecter", exact: true }).click();
  await expect(page).toHaveURL(/#\/federation\//);
  await expect(page).toHaveTitle(/Coût du Ping/);
  await shot(page, "brand-fftt-fr-dark-phone-logged-in");
});
