import type { Browser, Page } from "@playwright/test";
import { expect } from "./fixtures";
import { texts } from "./locale-texts";
import { type Lang, prepare, type Theme } from "./screens";

// Shared by the specs (issue 25): who the demo data has, and how a test logs in or makes a person.
export const PASSWORD = "clubcost-demo";
export const accounts = {
  club: "club@demo.clubcost.app",
  fede: "fede@demo.clubcost.app",
  admin: "admin@demo.clubcost.app",
} as const;

export interface LogInOptions {
  password?: string;
  lang?: Lang;
  /** Another origin than the spec's baseURL (a brand's subdomain). */
  origin?: string;
}

/**
 * Logs in through the form and returns once the app shows who is logged in (the profile menu is
 * drawn from the user's details). Returning on the URL alone let a test move on while the app was
 * still settling, and the landing's "open the lone organization" then raced the test's next step.
 */
export async function logIn(
  page: Page,
  email: string,
  { password = PASSWORD, lang = "fr", origin = "" }: LogInOptions = {},
) {
  const t = texts[lang];
  await page.goto(`${origin}/#/login`);
  await page.getByLabel(t("auth.email"), { exact: true }).fill(email);
  await page.getByLabel(t("auth.password"), { exact: true }).fill(password);
  await page.getByRole("button", { name: t("auth.loginSubmit"), exact: true }).click();
  await expect(page.getByRole("button", { name: t("profile.menu") })).toBeVisible();
  await expect(page).not.toHaveURL(/\/login/);
}

/** A new person, registered through the API and logged in through the form, in a fresh browser context. */
export async function registerAndLogin(
  browser: Browser,
  email: string,
  {
    password = "password-123",
    lang = "fr",
    theme = "light",
  }: { password?: string; lang?: Lang; theme?: Theme } = {},
) {
  const context = await browser.newContext({ permissions: ["clipboard-read", "clipboard-write"] });
  const page = await context.newPage();
  await prepare(page, lang, theme);
  const answer = await page.request.post("/api/auth/register", {
    data: { login: email, password, firstName: "", lastName: "", channel: "email" },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  await logIn(page, email, { password, lang });
  return { page, close: () => context.close() };
}
