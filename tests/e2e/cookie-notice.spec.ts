import { expect, test } from "./fixtures";

// The login screen itself is scanned and pictured in screens-visitor.spec.ts.
test.describe("the cookie notice", () => {
  const notice = (page: import("@playwright/test").Page) => page.getByRole("region", { name: "Cookies" });

  test("is painted before the app's code, in the page's language, and a click then is remembered", async ({
    page,
  }) => {
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

  test("is the one the general terms give, in the same words", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("cc.lang", "en"));
    await page.goto("/");
    await page.getByRole("tab", { name: "Create an account" }).click();
    await page.getByRole("button", { name: "Read the general terms" }).click();
    const terms = page.getByRole("dialog");
    await expect(terms.getByRole("heading", { name: "Cookies" })).toBeVisible();
    await expect(
      terms.getByText("only uses the cookies it needs: your session and your preferences", { exact: false }),
    ).toBeVisible();
    await expect(terms.getByText("Only cookies needed for the service")).toHaveCount(0);
  });
});
