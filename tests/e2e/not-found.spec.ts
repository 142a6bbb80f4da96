import { expect, test } from "@playwright/test";
import { type Lang, prepare, shot, type Theme, viewports } from "./screens";

const texts = {
  fr: { title: "Page introuvable", home: "Accueil", contact: "Contact", login: "Connexion" },
  en: { title: "Page not found", home: "Home", contact: "Contact", login: "Log in" },
} as const;

// Any unknown address (product.md section 2): links to home, contact, and login for visitors.
for (const lang of ["fr", "en"] as Lang[]) {
  for (const theme of ["light", "dark"] as Theme[]) {
    for (const [size, viewport] of Object.entries(viewports)) {
      test(`the not-found page (${lang}, ${theme}, ${size})`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await prepare(page, lang, theme);
        await page.goto("/#/no/such/page");
        const main = page.getByRole("main");
        await expect(main.getByRole("heading", { level: 1, name: texts[lang].title })).toBeVisible();
        await expect(main.getByRole("link", { name: texts[lang].home, exact: true })).toBeVisible();
        await expect(main.getByRole("link", { name: texts[lang].contact, exact: true })).toBeVisible();
        await expect(main.getByRole("link", { name: texts[lang].login, exact: true })).toBeVisible();
        await shot(page, `not-found-${lang}-${theme}-${size}`);
        await main.getByRole("link", { name: texts[lang].contact, exact: true }).click();
        await expect(page).toHaveURL(/#\/Contact$/);
      });
    }
  }
}
