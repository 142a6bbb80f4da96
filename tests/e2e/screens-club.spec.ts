import { expect, test } from "./fixtures";
import { texts } from "./locale-texts";
import { prepare, shot, viewports } from "./screens";
import {
  accounts,
  CLUB,
  languages,
  goTo,
  goToLanding,
  logIn,
  look,
  problems,
  scan,
  scanOpen,
  useAxeScans,
} from "./walk";

useAxeScans();

// A club admin's screens and dialogs, in each language, by day and by night: scanned by axe and pictured in one
// visit (walk.ts). The save dialogs (draft kept, conflict, re-login) are in screens-club-save.spec.ts.
for (const lang of languages) {
  test(`a club admin's screens and dialogs (${lang}, by day and by night)`, async ({ page }) => {
    test.setTimeout(720_000);
    const t = texts[lang];
    await prepare(page, lang, "light");
    await logIn(page, t, accounts.club);
    // One organization: the landing opens its calculator directly.
    await expect(page).toHaveURL(/\/calculator$/);
    const tab = (key: string) => page.getByRole("tab", { name: t(`calculator.tabs.${key}`) });
    const menu = () => page.getByRole("button", { name: t("calculator.menu.label"), exact: true }).click();
    const menuItem = (key: string) => async () => {
      await menu();
      await page.getByRole("menuitem", { name: t(key) }).click();
    };
    await expect(tab("calculator")).toBeVisible();
    await expect(page.getByLabel(t("calculator.perMember.membershipOf", { name: "U11" }))).toBeVisible();
    await scan(page, "calculator: budget", lang);
    // Everything open (the button says "collapse all" once it is).
    const expandAll = page.getByRole("button", { name: t("calculator.expandAll") });
    const collapseAll = page.getByRole("button", { name: t("calculator.collapseAll") });
    await expect(expandAll.or(collapseAll)).toBeVisible();
    if (await expandAll.isVisible()) await expandAll.click();
    await expect(collapseAll).toBeVisible();
    await scan(page, "calculator: budget expanded", lang);
    // The printed page (by day): no navigation chrome, the club's name and the date on top.
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("navigation")).toBeHidden();
    await shot(page, `calculator-print-${lang}-light-desktop`);
    await page.emulateMedia({ media: "screen" });
    await scanOpen(page, "calculator menu", lang, menu, "menu");
    await scanOpen(page, "rename dialog", lang, () =>
      page.getByRole("button", { name: t("calculator.rename.action") }).click(),
    );
    await scanOpen(page, "add fee dialog", lang, () =>
      page.getByRole("button", { name: t("calculator.sections.federalFeesAdd") }).click(),
    );
    await scanOpen(page, "add benefit dialog", lang, () =>
      page.getByRole("button", { name: t("calculator.benefit.addTitle") }).click(),
    );
    await scanOpen(page, "remove category dialog", lang, () =>
      page.getByRole("button", { name: t("calculator.category.remove", { name: "U11" }) }).click(),
    );
    await scanOpen(page, "history dialog", lang, menuItem("calculator.menu.history"));
    await scanOpen(page, "invite club admin dialog", lang, menuItem("calculator.menu.invite"));
    await scanOpen(page, "leave club dialog", lang, menuItem("calculator.menu.leave"));
    await tab("resell").click();
    await expect(page.getByTestId("resell-margin")).toBeVisible();
    await scan(page, "calculator: resell", lang);
    await scanOpen(page, "poster dialog", lang, async () => {
      await page.getByRole("button", { name: t("resell.poster") }).click();
      await expect(page.getByRole("img", { name: t("poster.preview") })).toBeVisible();
    });
    await tab("statistics").click();
    await expect(page.locator(".apexcharts-svg").first()).toBeVisible();
    await scan(page, "calculator: statistics", lang);
    await scanOpen(
      page,
      "profile menu",
      lang,
      () => page.getByRole("button", { name: t("profile.menu") }).click(),
      "menu",
    );

    await goToLanding(page, t);
    await scan(page, "landing (club admin)", lang);
    await scanOpen(
      page,
      "organization card menu",
      lang,
      () => page.getByRole("button", { name: t("landing.menuOf", { name: CLUB.name }) }).click(),
      "menu",
    );
    for (const [name, path] of [
      ["change password", "/#/ChangePassword"],
      ["tutorial", "/#/Tutorial"],
      ["payment", "/#/payment"],
      ["contact (logged in)", "/#/Contact"],
      ["not found (logged in)", "/#/no-such-page"],
      ["join", "/#/join"],
    ]) {
      await goTo(page, path);
      await scan(page, name, lang);
    }
    await scanOpen(page, "create club dialog", lang, () =>
      page.getByRole("button", { name: t("joinForms.createClub") }).click(),
    );
    await scanOpen(page, "join as admin dialog", lang, () =>
      page.getByRole("button", { name: t("joinForms.join") }).click(),
    );

    await page.setViewportSize(viewports.phone);
    await goTo(page, `/#/${CLUB.id}/calculator`);
    await scan(page, "calculator: budget", lang, "phone");
    await scanOpen(
      page,
      "navigation sheet",
      lang,
      () => page.getByRole("button", { name: t("nav.openMenu") }).click(),
      "dialog",
      "phone",
    );
    await scanOpen(
      page,
      "add fee dialog",
      lang,
      () => page.getByRole("button", { name: t("calculator.sections.federalFeesAdd") }).click(),
      "dialog",
      "phone",
    );
    await tab("resell").click();
    await expect(page.getByTestId("resell-margin")).toBeVisible();
    await scan(page, "calculator: resell", lang, "phone");
    await scanOpen(
      page,
      "poster dialog",
      lang,
      () => page.getByRole("button", { name: t("resell.poster") }).click(),
      "dialog",
      "phone",
    );
    await tab("statistics").click();
    await expect(page.locator(".apexcharts-svg").first()).toBeVisible();
    await look(page, "calculator: statistics", lang);
    await goToLanding(page, t);
    await scan(page, "landing (club admin)", lang, "phone");
    await goTo(page, "/#/join");
    await look(page, "join", lang);
    expect(problems).toEqual([]);
  });
}
