import type { Route } from "@playwright/test";
import { expect, test } from "./fixtures";
import { texts } from "./locale-texts";
import { prepare } from "./screens";
import { accounts, logIn } from "./session";

/**
 * Issue 25 point 9: the landing opens a lone organization by itself, but never once the person has
 * gone elsewhere. Here the landing's code arrives only after the person asked for another page (whose
 * code is still on its way): the landing is still on screen, and opening the organization then would
 * take them away from the page they chose. Both answers are held, then released in that order, so the
 * race is played the same way on a fast or a busy machine.
 */
test("the landing does not open the lone organization once the person has gone elsewhere", async ({
  page,
}) => {
  const t = texts.fr;
  await prepare(page, "fr", "light");
  await logIn(page, accounts.club);

  const held = new Map<string, () => void>();
  const hold = (name: string) => async (route: Route) => {
    await new Promise<void>((release) => held.set(name, release));
    await route.continue();
  };
  // Routing turns the browser's cache off: after the reload, both pieces of code come over the network.
  await page.route(/\/assets\/landing-page-[\w-]+\.js$/, hold("landing"));
  await page.route(/\/assets\/tutorial-page-[\w-]+\.js$/, hold("tutorial"));
  await page.goto("/#/Landing");
  await page.reload();
  await expect.poll(() => held.has("landing")).toBe(true);

  // The person goes to the tutorial before the landing has drawn.
  await page.evaluate(() => (window.location.hash = "#/Tutorial"));
  await expect.poll(() => held.has("tutorial")).toBe(true);
  held.get("landing")!();
  // The landing draws while the tutorial's code is still held: the moment the old code navigated away.
  await expect(page.getByRole("heading", { level: 1, name: t("landing.title") })).toBeVisible();
  held.get("tutorial")!();

  await expect(page).toHaveURL(/#\/Tutorial$/);
  await expect(page.getByRole("heading", { level: 1, name: t("landing.title") })).toHaveCount(0);
  await expect(page).toHaveURL(/#\/Tutorial$/);
});
