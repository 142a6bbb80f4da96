import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { texts } from "./locale-texts";
import { prepare } from "./screens";
import { accounts, CLUB, languages, goToLanding, logIn, PASSWORD, problems, scan, useAxeScans } from "./walk";

useAxeScans();

// The dialogs that guard a club admin's work (walk.ts: scanned and pictured): changes kept on the
// device offered back, a save that meets someone else's, a session that ends during work.
for (const [index, lang] of languages.entries()) {
  test(`the save dialogs (draft kept, conflict) and the re-login dialog (${lang}, by day and by night)`, async ({
    page,
    context,
  }) => {
    test.setTimeout(300_000);
    const t = texts[lang];
    // Each test its own numbers: a value the calculator does not already hold, so every fill is a change.
    let members = 30 + 10 * index;
    await prepare(page, lang, "light");
    await logIn(page, t, accounts.club);
    const membersOf = (p: Page) =>
      p.getByLabel(t("calculator.category.membersOf", { name: "Loisir" }), { exact: true });
    await page.goto(`/#/${CLUB.id}/calculator`);
    // Changes kept on this device that never reached the server (a crash) are offered back.
    await membersOf(page).fill(String((members += 1)));
    await expect(page.getByText(t("calculator.save.dirty"))).toBeVisible();
    const draft = await page.evaluate((id) => localStorage.getItem(`cc.calculator-draft.${id}`), CLUB.id);
    expect(draft).toBeTruthy();
    // Leaving the screen saves; the draft then comes back with one more change the server never saw.
    await goToLanding(page, t);
    // The save on leaving lands, and the autosave then removes its draft: only then is a crash's draft put back.
    await expect
      .poll(() => page.evaluate((id) => localStorage.getItem(`cc.calculator-draft.${id}`), CLUB.id))
      .toBeNull();
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
    await scan(page, "draft kept dialog", lang);
    await page.getByRole("button", { name: t("calculator.draft.discard") }).click();

    // Someone else saves in a second tab: this tab's save meets the conflict dialog.
    const other = await context.newPage();
    await other.goto(`/#/${CLUB.id}/calculator`);
    await membersOf(other).fill(String((members += 1)));
    await other.getByRole("button", { name: t("calculator.menu.save"), exact: true }).click();
    await expect(other.getByText(t("calculator.save.dirty"))).toHaveCount(0);
    await other.close();
    await membersOf(page).fill(String(members + 1));
    await page.getByRole("button", { name: t("calculator.menu.save"), exact: true }).click();
    await expect(page.getByRole("dialog", { name: t("calculator.conflict.title") })).toBeVisible();
    await scan(page, "conflict dialog", lang);
    await page.getByRole("button", { name: t("calculator.conflict.keepMine") }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);

    // The session ends during work: the silent refresh fails and the re-login dialog opens.
    await page.route("**/api/**", (route) =>
      route.fulfill({ status: 401, json: { status: 401, message: "", data: null } }),
    );
    // A page that asks the server (the payment page; the tutorial no longer does: a written guide, decision 164).
    await page.goto("/#/payment");
    await expect(page.getByRole("dialog", { name: t("auth.sessionExpiredTitle") })).toBeVisible();
    await scan(page, "re-login dialog", lang);
    await page.unrouteAll();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel(t("auth.password"), { exact: true }).fill(PASSWORD);
    await dialog.getByRole("button", { name: t("auth.loginSubmit"), exact: true }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    expect(problems).toEqual([]);
  });
}
