import { expect, test } from "@playwright/test";
import { type Lang, prepare, shot, type Theme, viewports } from "./screens";

const demo = { email: "club@demo.clubcost.app", password: "clubcost-demo" };
const texts = {
  fr: { email: "Email", password: "Mot de passe", submit: "Se connecter" },
  en: { email: "Email", password: "Password", submit: "Log in" },
} as const;

for (const lang of ["fr", "en"] as Lang[]) {
  for (const theme of ["light", "dark"] as Theme[]) {
    for (const [size, viewport] of Object.entries(viewports)) {
      test(`a club admin logs in (${lang}, ${theme}, ${size})`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await prepare(page, lang, theme);
        await page.goto("/");
        await expect(page).toHaveURL(/\/login/);
        await shot(page, `login-${lang}-${theme}-${size}`);
        await page.getByLabel(texts[lang].email, { exact: true }).fill(demo.email);
        await page.getByLabel(texts[lang].password, { exact: true }).fill(demo.password);
        await page.getByRole("button", { name: texts[lang].submit, exact: true }).click();
        // One organization: the landing opens it directly.
        await expect(page).not.toHaveURL(/\/login/);
        await page.waitForLoadState("networkidle");
        await shot(page, `after-login-${lang}-${theme}-${size}`);
      });
    }
  }
}

test.describe("the cookie notice", () => {
  const notice = (page: import("@playwright/test").Page) => page.getByRole("region", { name: "Cookies" });

  test("is painted before the app's code, in the page's language, and a click then is remembered", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("cc.lang", "en"));
    // Without its scripts the page is index.html alone: the splash and the static notice.
    await page.route("**/assets/*.js", (route) => route.abort());
    await page.goto("/");
    await expect(notice(page)).toBeVisible();
    await expect(notice(page).getByText("only uses the cookies it needs")).toBeVisible();
    await expect(notice(page).getByText("n'utilise que des cookies", { exact: false })).toBeHidden();
    await notice(page).getByRole("button", { name: "Accept", exact: true }).click();
    await expect(notice(page)).toBeHidden();

    // With the app's code, the choice made on the static notice holds.
    await page.unroute("**/assets/*.js");
    await page.reload();
    await expect(page.getByRole("button", { name: "Log in", exact: true })).toBeVisible();
    await expect(notice(page)).toHaveCount(0);
  });

  test("stays until accepted, then stays away", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Se connecter", exact: true })).toBeVisible();
    await expect(notice(page)).toHaveCount(1);
    await notice(page).getByRole("button", { name: "J'accepte", exact: true }).click();
    await expect(notice(page)).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("button", { name: "Se connecter", exact: true })).toBeVisible();
    await expect(notice(page)).toHaveCount(0);
  });
});
