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
