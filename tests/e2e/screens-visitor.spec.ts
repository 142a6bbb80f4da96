import { expect, test } from "./fixtures";
import { texts } from "./locale-texts";
import { prepare, viewports } from "./screens";
import { languages, forceFlags, goTo, look, problems, scan, scanOpen, switchTo, useAxeScans } from "./walk";

useAxeScans();

// What a visitor sees, in each language, by day and by night: scanned by axe and pictured in one visit (walk.ts).
for (const lang of languages) {
  test(`visitors' screens (${lang}, by day and by night)`, async ({ page, browser }) => {
    test.setTimeout(480_000);
    const t = texts[lang];
    await switchTo(page, lang, "/");
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await scan(page, "login", lang);
    await page.getByRole("tab", { name: t("auth.registerTitle") }).click();
    await expect(page.getByRole("button", { name: t("auth.registerSubmit") })).toBeVisible();
    await scan(page, "register", lang);
    await scanOpen(page, "terms dialog", lang, () =>
      page.getByRole("button", { name: t("auth.readTerms") }).click(),
    );
    for (const [name, path] of [
      ["forgotten password", "/#/ForgotPassword"],
      ["reset password", "/#/reset-password/not-a-real-token"],
      ["contact", "/#/Contact"],
      ["access denied", "/#/unauthorized"],
    ]) {
      await goTo(page, path);
      await scan(page, name, lang);
    }

    // Any unknown address (product.md section 2): links to home, contact, and login for visitors.
    await page.goto("/#/no/such/page");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: t("errors.notFoundTitle") })).toBeVisible();
    for (const key of ["nav.home", "nav.contact", "auth.loginTitle"]) {
      await expect(main.getByRole("link", { name: t(key), exact: true })).toBeVisible();
    }
    await scan(page, "not found", lang);
    await page.setViewportSize(viewports.phone);
    await look(page, "not found", lang);
    await main.getByRole("link", { name: t("nav.contact"), exact: true }).click();
    await expect(page).toHaveURL(/#\/Contact$/);
    await goTo(page, "/#/login");
    await scan(page, "login", lang, "phone");
    await page.setViewportSize(viewports.desktop);

    // The closed page and the warning banner come from flags: a context of their own.
    const context = await browser.newContext({ viewport: viewports.desktop, reducedMotion: "reduce" });
    const other = await context.newPage();
    await prepare(other, lang, "light");
    await forceFlags(context, { "app-closed": true });
    await other.goto("/#/login");
    await expect(other.getByRole("heading", { level: 1, name: t("errors.closedTitle") })).toBeVisible();
    await scan(other, "closed", lang);
    await context.unrouteAll();
    await forceFlags(context, {
      "warning-banner": true,
      "warning-banner-text": lang === "fr" ? "Maintenance prévue ce soir." : "Maintenance planned tonight.",
    });
    await other.reload();
    await expect(other.getByRole("heading", { level: 1 })).toBeVisible();
    await scan(other, "login with warning banner", lang);
    await context.close();
    expect(problems).toEqual([]);
  });
}
