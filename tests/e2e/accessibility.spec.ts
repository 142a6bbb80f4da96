import { expect, type Page, test } from "@playwright/test";
import { accounts, CLUB, combos, forceFlags, goTo, goToLanding, logIn, PASSWORD, problems, scan, scanOpen, switchTo, useAxeScans } from "./axe-scan";
import { texts } from "./locale-texts";
import { prepare, viewports } from "./screens";

useAxeScans();

// Visitors' and club admins' screens; organizations and brands are in accessibility-organizations.spec.ts.

test("visitors' screens have no serious accessibility violation", async ({ page, browser }) => {
  test.setTimeout(240_000);
  for (const [lang, theme] of combos) {
    const t = texts[lang];
    await switchTo(page, lang, theme, "/#/login");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await scan(page, "login", lang, theme);
    await page.getByRole("tab", { name: t("auth.registerTitle") }).click();
    await expect(page.getByRole("button", { name: t("auth.registerSubmit") })).toBeVisible();
    await scan(page, "register", lang, theme);
    await scanOpen(page, "terms dialog", lang, theme, () => page.getByRole("button", { name: t("auth.readTerms") }).click());
    for (const [name, path] of [
      ["forgotten password", "/#/ForgotPassword"],
      ["reset password", "/#/reset-password/not-a-real-token"],
      ["contact", "/#/Contact"],
      ["not found", "/#/no-such-page"],
      ["access denied", "/#/unauthorized"],
    ]) {
      await goTo(page, path);
      await scan(page, name, lang, theme);
    }
    await page.setViewportSize(viewports.phone);
    await goTo(page, "/#/login");
    await scan(page, "login", lang, theme, "phone");
    await page.setViewportSize(viewports.desktop);

    // The closed page and the warning banner come from flags: a context of their own.
    const context = await browser.newContext({ viewport: viewports.desktop, reducedMotion: "reduce" });
    const other = await context.newPage();
    await prepare(other, lang, theme);
    await forceFlags(context, { "app-closed": true });
    await other.goto("/#/login");
    await expect(other.getByRole("heading", { level: 1, name: t("errors.closedTitle") })).toBeVisible();
    await scan(other, "closed", lang, theme);
    await context.unrouteAll();
    await forceFlags(context, { "warning-banner": true, "warning-banner-text": lang === "fr" ? "Maintenance prévue ce soir." : "Maintenance planned tonight." });
    await other.reload();
    await expect(other.getByRole("heading", { level: 1 })).toBeVisible();
    await scan(other, "login with warning banner", lang, theme);
    await context.close();
  }
  expect(problems).toEqual([]);
});

test("a club admin's screens and dialogs have no serious accessibility violation", async ({ page }) => {
  test.setTimeout(420_000);
  await logIn(page, texts.fr, accounts.club);
  for (const [lang, theme] of combos) {
    const t = texts[lang];
    await switchTo(page, lang, theme, `/#/${CLUB.id}/calculator`);
    const tab = (key: string) => page.getByRole("tab", { name: t(`calculator.tabs.${key}`) });
    const menu = () => page.getByRole("button", { name: t("calculator.menu.label"), exact: true }).click();
    const menuItem = (key: string) => async () => {
      await menu();
      await page.getByRole("menuitem", { name: t(key) }).click();
    };
    await expect(tab("calculator")).toBeVisible();
    await scan(page, "calculator: budget", lang, theme);
    // Everything open (the button says "collapse all" once it is).
    const expandAll = page.getByRole("button", { name: t("calculator.expandAll") });
    const collapseAll = page.getByRole("button", { name: t("calculator.collapseAll") });
    await expect(expandAll.or(collapseAll)).toBeVisible();
    if (await expandAll.isVisible()) await expandAll.click();
    await expect(collapseAll).toBeVisible();
    await scan(page, "calculator: budget expanded", lang, theme);
    await scanOpen(page, "calculator menu", lang, theme, menu, "menu");
    await scanOpen(page, "rename dialog", lang, theme, () => page.getByRole("button", { name: t("calculator.rename.action") }).click());
    await scanOpen(page, "add fee dialog", lang, theme, () => page.getByRole("button", { name: t("calculator.sections.federalFeesAdd") }).click());
    await scanOpen(page, "add benefit dialog", lang, theme, () => page.getByRole("button", { name: t("calculator.benefit.addTitle") }).click());
    await scanOpen(page, "remove category dialog", lang, theme, () => page.getByRole("button", { name: t("calculator.category.remove", { name: "U11" }) }).click());
    await scanOpen(page, "history dialog", lang, theme, menuItem("calculator.menu.history"));
    await scanOpen(page, "invite club admin dialog", lang, theme, menuItem("calculator.menu.invite"));
    await scanOpen(page, "leave club dialog", lang, theme, menuItem("calculator.menu.leave"));
    await tab("resell").click();
    await expect(page.getByTestId("resell-margin")).toBeVisible();
    await scan(page, "calculator: resell", lang, theme);
    await scanOpen(page, "poster dialog", lang, theme, async () => {
      await page.getByRole("button", { name: t("resell.poster") }).click();
      await expect(page.getByRole("img", { name: t("poster.preview") })).toBeVisible();
    });
    await tab("statistics").click();
    await expect(page.locator(".apexcharts-svg").first()).toBeVisible();
    await scan(page, "calculator: statistics", lang, theme);
    await scanOpen(page, "profile menu", lang, theme, () => page.getByRole("button", { name: t("profile.menu") }).click(), "menu");

    await goToLanding(page, t);
    await scan(page, "landing (club admin)", lang, theme);
    await scanOpen(page, "organization card menu", lang, theme, () => page.getByRole("button", { name: t("landing.menuOf", { name: CLUB.name }) }).click(), "menu");
    for (const [name, path] of [
      ["change password", "/#/ChangePassword"],
      ["tutorial", "/#/Tutorial"],
      ["payment", "/#/payment"],
      ["contact (logged in)", "/#/Contact"],
      ["not found (logged in)", "/#/no-such-page"],
      ["join", "/#/join"],
    ]) {
      await goTo(page, path);
      await scan(page, name, lang, theme);
    }
    await scanOpen(page, "create club dialog", lang, theme, () => page.getByRole("button", { name: t("joinForms.createClub") }).click());
    await scanOpen(page, "join as admin dialog", lang, theme, () => page.getByRole("button", { name: t("joinForms.join") }).click());

    await page.setViewportSize(viewports.phone);
    await goTo(page, `/#/${CLUB.id}/calculator`);
    await scan(page, "calculator: budget", lang, theme, "phone");
    await scanOpen(page, "navigation sheet", lang, theme, () => page.getByRole("button", { name: t("nav.openMenu") }).click(), "dialog", "phone");
    await scanOpen(page, "add fee dialog", lang, theme, () => page.getByRole("button", { name: t("calculator.sections.federalFeesAdd") }).click(), "dialog", "phone");
    await tab("resell").click();
    await expect(page.getByTestId("resell-margin")).toBeVisible();
    await scan(page, "calculator: resell", lang, theme, "phone");
    await goToLanding(page, t);
    await scan(page, "landing (club admin)", lang, theme, "phone");
    await page.setViewportSize(viewports.desktop);
  }
  expect(problems).toEqual([]);
});

test("the save dialogs (draft kept, conflict) and the re-login dialog have no serious accessibility violation", async ({ page, context }) => {
  test.setTimeout(240_000);
  await logIn(page, texts.fr, accounts.club);
  let members = 30;
  for (const [lang, theme] of combos) {
    const t = texts[lang];
    const membersOf = (p: Page) => p.getByLabel(t("calculator.category.membersOf", { name: "Loisir" }), { exact: true });
    await switchTo(page, lang, theme, `/#/${CLUB.id}/calculator`);
    // Changes kept on this device that never reached the server (a crash) are offered back.
    await membersOf(page).fill(String((members += 1)));
    await expect(page.getByText(t("calculator.save.dirty"))).toBeVisible();
    const draft = await page.evaluate((id) => localStorage.getItem(`cc.calculator-draft.${id}`), CLUB.id);
    expect(draft).toBeTruthy();
    // Leaving the screen saves; the draft then comes back with one more change the server never saw.
    await goToLanding(page, t);
    await page.evaluate(
      ([id, raw]) => {
        const kept = JSON.parse(raw);
        kept.doc.groups[0].categories[0].members += 7;
        localStorage.setItem(`cc.calculator-draft.${id}`, JSON.stringify(kept));
      },
      [CLUB.id, draft ?? ""],
    );
    await page.goto(`/#/${CLUB.id}/calculator`);
    await expect(page.getByRole("dialog", { name: t("calculator.draft.title") })).toBeVisible();
    await scan(page, "draft kept dialog", lang, theme);
    await page.getByRole("button", { name: t("calculator.draft.discard") }).click();

    // Someone else saves in a second tab: this tab's save meets the conflict dialog.
    const other = await context.newPage();
    await other.goto(`/#/${CLUB.id}/calculator`);
    await membersOf(other).fill(String((members += 1)));
    await other.getByRole("button", { name: t("calculator.menu.save"), exact: true }).click();
    await expect(other.getByText(t("calculator.save.dirty"))).toHaveCount(0);
    await other.close();
    await membersOf(page).fill(String((members += 1)));
    await page.getByRole("button", { name: t("calculator.menu.save"), exact: true }).click();
    await expect(page.getByRole("dialog", { name: t("calculator.conflict.title") })).toBeVisible();
    await scan(page, "conflict dialog", lang, theme);
    await page.getByRole("button", { name: t("calculator.conflict.keepMine") }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);

    // The session ends during work: the silent refresh fails and the re-login dialog opens.
    await page.route("**/api/**", (route) => route.fulfill({ status: 401, json: { status: 401, message: "", data: null } }));
    await page.goto("/#/Tutorial");
    await expect(page.getByRole("dialog", { name: t("auth.sessionExpiredTitle") })).toBeVisible();
    await scan(page, "re-login dialog", lang, theme);
    await page.unrouteAll();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel(t("auth.password"), { exact: true }).fill(PASSWORD);
    await dialog.getByRole("button", { name: t("auth.loginSubmit"), exact: true }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  }
  expect(problems).toEqual([]);
});
