import { expect, test } from "./fixtures";
import { texts } from "./locale-texts";
import { prepare, viewports } from "./screens";
import { registerAndLogin } from "./session";
import {
  accounts,
  CLUB,
  languages,
  FEDERATION,
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

// The global admin's screens and dialogs, and a newcomer's empty landing, in each language, by day and by night:
// scanned by axe and pictured in one visit (walk.ts).
for (const lang of languages) {
  test(`the global admin's and a newcomer's screens (${lang}, by day and by night)`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(600_000);
    const t = texts[lang];
    await prepare(page, lang, "light");
    await logIn(page, t, accounts.admin);
    await goToLanding(page, t);
    await expect(page.getByRole("button", { name: t("landing.createFederation") })).toBeVisible();
    await scan(page, "landing (global admin)", lang);
    await scanOpen(
      page,
      "federation card menu (global admin)",
      lang,
      async () => {
        await page.getByRole("button", { name: t("landing.menuOf", { name: FEDERATION.name }) }).click();
        await expect(page.getByRole("menuitem", { name: t("landing.details") })).toBeVisible();
        await expect(page.getByRole("menuitem", { name: t("landing.clubs") })).toBeVisible();
      },
      "menu",
    );
    await scanOpen(page, "create federation dialog", lang, () =>
      page.getByRole("button", { name: t("landing.createFederation") }).click(),
    );
    await goTo(page, "/#/users");
    await expect(page.getByText(t("users.you")).filter({ visible: true })).toBeVisible();
    await expect(
      page.getByRole("button", { name: t("users.deleteOf", { email: accounts.club }) }),
    ).toBeVisible();
    await scan(page, "users", lang);
    await scanOpen(page, "delete user dialog", lang, () =>
      page.getByRole("button", { name: t("users.deleteOf", { email: accounts.club }) }).click(),
    );
    await page.getByRole("tab", { name: t("users.tabOutbox") }).click();
    await scan(page, "users: outbox", lang);
    await goTo(page, `/#/federation/${FEDERATION.id}/details`);
    await scanOpen(page, "delete federation dialog", lang, async () => {
      await page.getByRole("button", { name: t("federationDetails.menu") }).click();
      await page.getByRole("menuitem", { name: t("federationDetails.remove") }).click();
    });
    await page.getByRole("tab", { name: t("federation.tabs.clubs") }).click();
    await page.getByRole("button", { name: t("federationLists.clubs.expand", { name: CLUB.name }) }).click();
    await scan(page, "club list, row expanded (global admin)", lang);
    // Only the global admin has this button (the federation admin's row has none).
    const inviteAdmin = page
      .getByRole("tabpanel")
      .getByRole("button", { name: t("federationLists.clubs.actions.inviteAdmin") });
    await expect(inviteAdmin).toBeEnabled();
    await scanOpen(page, "invite club admin dialog", lang, () => inviteAdmin.click());
    await page.setViewportSize(viewports.phone);
    await goTo(page, "/#/users");
    await scan(page, "users", lang, "phone");
    await goToLanding(page, t);
    await look(page, "landing (global admin)", lang);

    // A newcomer with no organization sees the landing's empty state.
    const newcomer = await registerAndLogin(browser, `screens-${lang}-${Date.now()}@example.org`, { lang });
    await newcomer.page.emulateMedia({ reducedMotion: "reduce" });
    await newcomer.page.setViewportSize(viewports.desktop);
    await newcomer.page.goto("/#/Landing");
    await expect(newcomer.page.getByRole("heading", { name: t("landing.emptyTitle") })).toBeVisible();
    await scan(newcomer.page, "landing (no organization)", lang);
    await newcomer.close();
    expect(problems).toEqual([]);
  });
}
