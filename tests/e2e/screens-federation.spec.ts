import { expect, test } from "./fixtures";
import { texts } from "./locale-texts";
import { prepare, viewports } from "./screens";
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

// A federation admin's screens and dialogs, in each language, by day and by night: scanned by axe and pictured
// in one visit (walk.ts).
for (const lang of languages) {
  test(`a federation admin's screens and dialogs (${lang}, by day and by night)`, async ({ page }) => {
    test.setTimeout(720_000);
    const t = texts[lang];
    const actions = () => page.getByRole("button", { name: t("federationDetails.menu") }).click();
    await prepare(page, lang, "light");
    await logIn(page, t, accounts.fede);
    await page.goto(`/#/federation/${FEDERATION.id}/details`);
    await expect(page.getByRole("button", { name: t("invitations.inviteClub") })).toBeVisible();
    await scan(page, "federation details", lang);
    await scanOpen(page, "federation menu", lang, actions, "menu");
    await scanOpen(page, "invite federation admin dialog", lang, () =>
      page.getByRole("button", { name: t("invitations.inviteAdmin") }).click(),
    );
    await scanOpen(page, "invite clubs dialog", lang, () =>
      page.getByRole("button", { name: t("invitations.inviteClub") }).click(),
    );

    // An invitation for one club: its link opens the join dialog, which names the federation.
    await page.getByRole("button", { name: t("invitations.inviteClub") }).click();
    const invite = page.getByRole("dialog");
    await invite.getByLabel(t("invitations.invitationName")).fill(`Screens ${lang}`);
    await invite.getByLabel(t("invitations.invitationNumber")).fill("1");
    await invite.getByRole("button", { name: t("invitations.create") }).click();
    const linkField = invite.getByLabel(t("invitations.link"));
    await expect(linkField).toHaveValue(/\/#\/join\/club\//);
    await scan(page, "invite clubs dialog, link created", lang, "desktop", '[role="dialog"]');
    const link = await linkField.inputValue();
    await page.keyboard.press("Escape");

    await scanOpen(page, "leave federation dialog", lang, async () => {
      await actions();
      await page.getByRole("menuitem", { name: t("federationDetails.leave") }).click();
    });
    await actions();
    await page.getByRole("menuitem", { name: t("federationDetails.edit") }).click();
    await expect(page.getByRole("heading", { name: t("federationDetails.editTitle") })).toBeVisible();
    await scan(page, "federation edit", lang);
    await page.getByRole("button", { name: t("confirm.cancel") }).click();

    // The club list: a search, a row opened on its details, then the statistics' eight charts (the benchmark's box plots the eighth).
    await page.getByRole("tab", { name: t("federation.tabs.clubs") }).click();
    const expand = page.getByRole("button", { name: t("federationLists.clubs.expand", { name: CLUB.name }) });
    await expect(expand).toBeVisible();
    await scan(page, "club list", lang);
    await page.getByLabel(t("federationLists.clubs.searchLabel")).fill("ping");
    await expand.click();
    await expect(page.getByRole("link", { name: accounts.club })).toBeVisible();
    await expect(
      page.getByRole("button", { name: t("federationLists.clubs.actions.remove"), exact: true }),
    ).toBeVisible();
    await scan(page, "club list, row expanded", lang);
    await scanOpen(page, "remove club dialog", lang, () =>
      page.getByRole("button", { name: t("federationLists.clubs.actions.remove"), exact: true }).click(),
    );
    await scanOpen(page, "add club dialog", lang, () =>
      page.getByRole("button", { name: t("federationLists.clubs.add") }).click(),
    );
    await page.getByRole("tab", { name: t("federation.tabs.statistics") }).click();
    // Eight charts, and club health's distribution before and after (issue 44).
    await expect(page.locator(".apexcharts-canvas")).toHaveCount(9);
    await scan(page, "federation statistics", lang);

    await goTo(page, `/#/${FEDERATION.id}/calctemplate`);
    await scan(page, "calculator template", lang);
    await goToLanding(page, t);
    await scan(page, "landing (federation admin)", lang);
    await scanOpen(
      page,
      "federation card menu",
      lang,
      () => page.getByRole("button", { name: t("landing.menuOf", { name: FEDERATION.name }) }).click(),
      "menu",
    );
    await page.goto(`/#${new URL(link).hash.slice(1)}`);
    // The invitation names its federation, and the sports federation it gives (nothing to pick, decision 153).
    await expect(page.getByRole("dialog").getByText(FEDERATION.name).first()).toBeVisible();
    await expect(page.getByTestId("given-sports-federation")).toBeVisible();
    await scan(page, "join with a club invitation", lang, "desktop", '[role="dialog"]');
    await page.keyboard.press("Escape");

    await page.setViewportSize(viewports.phone);
    await goTo(page, `/#/federation/${FEDERATION.id}/details`);
    await scan(page, "federation details", lang, "phone");
    await page.getByRole("tab", { name: t("federation.tabs.clubs") }).click();
    // A fresh load: the desktop visit left the row open.
    await page.reload();
    await expand.click();
    await expect(page.getByRole("link", { name: accounts.club })).toBeVisible();
    await scan(page, "club list", lang, "phone");
    await page.getByRole("tab", { name: t("federation.tabs.statistics") }).click();
    await expect(page.locator(".apexcharts-canvas")).toHaveCount(9);
    await scan(page, "federation statistics", lang, "phone");
    await goTo(page, `/#/${FEDERATION.id}/calctemplate`);
    await look(page, "calculator template", lang);
    expect(problems).toEqual([]);
  });
}
