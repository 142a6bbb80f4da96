import { expect, test } from "./fixtures";
import { type BrandKey, brands } from "#core/brands";
import { texts } from "./locale-texts";
import { E2E_PORT } from "./playwright.config";
import { prepare, shot, viewports } from "./screens";
import { accounts, CLUB, FEDERATION, logIn, problems, scan, switchTo, useAxeScans } from "./walk";

useAxeScans();

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
    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue("--brand-primary").trim(),
    );
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

test("every customer brand's screens, light and night: no serious accessibility violation (scanned and pictured, walk.ts)", async ({
  page,
}) => {
  test.setTimeout(480_000);
  const t = texts.fr;
  for (const key of ["fftt", "fft", "ffhb"] as BrandKey[]) {
    const origin = `http://${key}.localhost:${E2E_PORT}`;
    const label = (screen: string) => `${screen} [${brands[key].name}]`;
    // The login screen, then one login and the logged-in screens (each scan by day and by night).
    await switchTo(page, "fr", `${origin}/#/login`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(brands[key].name);
    await scan(page, label("login"), "fr");
    await logIn(page, t, accounts.admin, origin);
    await page.goto(`${origin}/#/${CLUB.id}/calculator`);
    const tab = (name: string) => page.getByRole("tab", { name: t(`calculator.tabs.${name}`) });
    await expect(tab("calculator")).toBeVisible();
    await scan(page, label("calculator: budget"), "fr");
    await tab("resell").click();
    await expect(page.getByTestId("resell-margin")).toBeVisible();
    await scan(page, label("calculator: resell"), "fr");
    await tab("statistics").click();
    await expect(page.locator(".apexcharts-svg").first()).toBeVisible();
    await scan(page, label("calculator: statistics"), "fr");
    await page.goto(`${origin}/#/federation/${FEDERATION.id}/details`);
    await expect(page.getByRole("button", { name: t("invitations.inviteClub") })).toBeVisible();
    await scan(page, label("federation details"), "fr");
    await page.getByRole("tab", { name: t("federation.tabs.statistics") }).click();
    await expect(page.locator(".apexcharts-svg").first()).toBeVisible();
    await scan(page, label("federation statistics"), "fr");
  }
  expect(problems).toEqual([]);
});
