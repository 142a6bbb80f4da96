import { execFileSync } from "node:child_process";
import type { Browser, Page } from "@playwright/test";
import { expect, SPEC_DATABASE_DIR, test } from "./fixtures";
import { textsOf } from "./locale-texts";
import { E2E_PORT } from "./playwright.config";
import { type Lang, prepare, shot, viewports } from "./screens";

// Texts come from the locale files the app ships, so the test checks the real messages of product.md section 5.
const root = new URL("../..", import.meta.url).pathname;

const ADMIN = { email: "admin@demo.clubcost.app", password: "clubcost-demo" };
const run = Date.now().toString(36);
// Not /Landing/: the login address carries `?next=%2FLanding` before the login.
const LANDING = /#\/Landing$/;

async function openProfileMenu(page: Page, t: ReturnType<typeof textsOf>) {
  await page.getByRole("button", { name: t("profile.menu") }).click();
}

async function logInThroughForm(page: Page, t: ReturnType<typeof textsOf>, email: string, password: string) {
  await page.getByLabel(t("auth.email"), { exact: true }).fill(email);
  await page.getByLabel(t("auth.password"), { exact: true }).fill(password);
  await page.getByRole("button", { name: t("auth.loginSubmit"), exact: true }).click();
}

/** The global admin opens the users screen's outbox in their own browser and follows the reset link's address. */
async function resetLinkFromUsersPage(
  browser: Browser,
  lang: Lang,
  t: ReturnType<typeof textsOf>,
  email: string,
) {
  const context = await browser.newContext({ viewport: viewports.desktop });
  const admin = await context.newPage();
  await prepare(admin, lang, "light");
  await admin.goto("/#/login");
  await logInThroughForm(admin, t, ADMIN.email, ADMIN.password);
  await expect(admin.getByRole("button", { name: t("profile.menu") })).toBeVisible();
  await admin
    .getByRole("link", { name: t("nav.users") })
    .first()
    .click();
  await expect(admin.getByRole("heading", { level: 1, name: t("users.title") })).toBeVisible();
  await admin.getByRole("tab", { name: t("users.tabOutbox") }).click();
  const mail = admin
    .getByRole("listitem")
    .filter({ hasText: t("users.mailTo", { to: email }) })
    .first();
  await mail.locator("summary").click();
  const link = mail.getByRole("link", { name: /reset-password/ });
  await expect(link).toBeVisible();
  await shot(admin, `users-outbox-${lang}-light-desktop`);
  const href = await link.getAttribute("href");
  await context.close();
  return href ?? "";
}

/** The same, through the API, as a script or an operator would. */
async function resetLinkFromApi(page: Page, email: string) {
  const login = await page.request.post("/api/auth/login", {
    data: { login: ADMIN.email, password: ADMIN.password },
  });
  const token = ((await login.json()) as { token: string }).token;
  const outbox = await page.request.get("/api/user/outbox", { headers: { "x-access-token": token } });
  const mails = ((await outbox.json()) as { data: { to: string; text: string }[] }).data;
  const text = mails.find((mail) => mail.to === email)?.text ?? "";
  return text.match(/https?:\/\/\S+reset-password\/\S+/)?.[0] ?? "";
}

for (const lang of ["fr", "en"] as Lang[]) {
  test(`a newcomer registers, logs in, changes and resets the password (${lang})`, async ({
    page,
    browser,
  }) => {
    const t = textsOf(lang);
    const email = `newcomer-${lang}-${run}@example.org`;
    const first = "first-password";
    const second = "second-password";
    const third = "third-password";
    await page.setViewportSize(viewports.desktop);
    await prepare(page, lang, "light");

    // Register, with every validation message of the form first.
    await page.goto("/");
    await expect(page).toHaveURL(/\/login/);
    await page.getByRole("tab", { name: t("auth.registerTitle") }).click();
    const register = page.getByRole("tabpanel", { name: t("auth.registerTitle") });
    await register.getByRole("button", { name: t("auth.registerSubmit") }).click();
    await expect(register.getByText(t("validation.error_email_required"))).toBeVisible();
    await expect(register.getByText(t("validation.error_password_required"))).toBeVisible();
    await expect(register.getByText(t("validation.error_terms_required"))).toBeVisible();
    await register.getByLabel(t("auth.email"), { exact: true }).fill("not-an-email");
    await register.getByLabel(t("auth.password"), { exact: true }).fill(first);
    await register.getByLabel(t("auth.confirmPassword"), { exact: true }).fill("something-else");
    await register.getByRole("button", { name: t("auth.registerSubmit") }).click();
    await expect(register.getByText(t("validation.error_email_malformed"))).toBeVisible();
    await expect(register.getByText(t("validation.error_password_sameAs"))).toBeVisible();
    await shot(page, `register-errors-${lang}-light-desktop`);
    // Each error goes as soon as its field is right, before the next submit (issue 31.7).
    await register.getByLabel(t("auth.email"), { exact: true }).fill(`  ${email.toUpperCase()} `);
    await expect(register.getByText(t("validation.error_email_malformed"))).toBeHidden();
    await register.getByLabel(t("auth.confirmPassword"), { exact: true }).fill(first);
    await expect(register.getByText(t("validation.error_password_sameAs"))).toBeHidden();
    // A keyboard row is refused in the form, with the server's message (issue 39.7).
    await register.getByLabel(t("auth.password"), { exact: true }).fill("azertyuiop");
    await expect(register.getByText(t("validation.error_password_guessable"))).toBeVisible();
    await register.getByLabel(t("auth.password"), { exact: true }).fill(first);
    await expect(register.getByText(t("validation.error_password_guessable"))).toBeHidden();
    await expect(register.getByText(t("validation.error_terms_required"))).toBeVisible();
    await register.getByLabel(t("auth.acceptTerms")).check();
    await expect(register.getByText(t("validation.error_terms_required"))).toBeHidden();
    await register.getByRole("button", { name: t("auth.registerSubmit") }).click();

    // Success resets the form, says so and slides to the login panel with the e-mail filled in.
    const login = page.getByRole("tabpanel", { name: t("auth.loginTitle") });
    await expect(login.getByText(t("auth.accountCreated"))).toBeVisible();
    await expect(login.getByLabel(t("auth.email"), { exact: true })).toHaveValue(email);
    await login.getByLabel(t("auth.email"), { exact: true }).fill("");
    await login.getByRole("button", { name: t("auth.loginSubmit"), exact: true }).click();
    await expect(login.getByText(t("validation.error_email_required"))).toBeVisible();
    await expect(login.getByText(t("validation.error_password_required"))).toBeVisible();
    await login.getByLabel(t("auth.email"), { exact: true }).fill("nobody@");
    await login.getByRole("button", { name: t("auth.loginSubmit"), exact: true }).click();
    await expect(login.getByText(t("validation.error_email_malformed"))).toBeVisible();
    await logInThroughForm(page, t, email, "wrong-password");
    await expect(login.getByText(t("auth.failedToLogin"))).toBeVisible();
    await logInThroughForm(page, t, email, first);
    await expect(page).toHaveURL(LANDING);

    // A reload keeps the session (refresh cookie), the token itself lives in memory only.
    await page.reload();
    await expect(page).toHaveURL(LANDING);
    await expect(page.getByRole("button", { name: t("profile.menu") })).toBeVisible();

    // Change password, with its messages.
    await openProfileMenu(page, t);
    await page.getByRole("menuitem", { name: t("profile.changePassword") }).click();
    await expect(page.getByRole("heading", { level: 1, name: t("account.changeTitle") })).toBeVisible();
    const save = page.getByRole("button", { name: t("auth.saveNewPassword") });
    await save.click();
    await expect(page.getByText(t("validation.error_password_required"))).toHaveCount(2);
    await page.getByLabel(t("account.oldPassword"), { exact: true }).fill(first);
    await page.getByLabel(t("auth.newPassword"), { exact: true }).fill(second);
    await page.getByLabel(t("auth.repeatPassword"), { exact: true }).fill("not-the-same");
    await save.click();
    await expect(page.getByText(t("validation.error_password_sameAs"))).toBeVisible();
    await page.getByLabel(t("account.oldPassword"), { exact: true }).fill("wrong-old-one");
    await page.getByLabel(t("auth.repeatPassword"), { exact: true }).fill(second);
    await save.click();
    await expect(page.getByLabel(t("account.oldPassword"), { exact: true })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await page.getByLabel(t("account.oldPassword"), { exact: true }).fill(first);
    await save.click();
    await expect(page.getByText(t("message.info_change_done"))).toBeVisible();
    await shot(page, `change-password-${lang}-light-desktop`);

    // Log out, then ask for a reset link (visitors only), with the form's messages.
    await openProfileMenu(page, t);
    await page.getByRole("menuitem", { name: t("profile.logout") }).click();
    await expect(page).toHaveURL(/\/login/);
    await page.getByRole("link", { name: t("auth.forgotPassword") }).click();
    await expect(page.getByRole("heading", { level: 1, name: t("auth.forgotTitle") })).toBeVisible();
    const send = page.getByRole("button", { name: t("auth.sendResetLink") });
    await send.click();
    await expect(page.getByText(t("validation.error_email_required"))).toBeVisible();
    await page.getByLabel(t("auth.email"), { exact: true }).fill("broken@address");
    await send.click();
    await expect(page.getByText(t("validation.error_email_malformed"))).toBeVisible();
    await page.getByLabel(t("auth.email"), { exact: true }).fill(` ${email} `);
    await send.click();
    await expect(page.getByText(t("auth.resetSent"))).toBeVisible();

    // The link from the outbox: French through the users screen, English through the API.
    const link =
      lang === "fr"
        ? await resetLinkFromUsersPage(browser, lang, t, email)
        : await resetLinkFromApi(page, email);
    expect(link).toMatch(new RegExp(`^http://localhost:${E2E_PORT}/#/reset-password/[\\w-]{20,}$`));
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1, name: t("auth.resetTitle") })).toBeVisible();
    await page.getByLabel(t("auth.newPassword"), { exact: true }).fill(third);
    await page.getByLabel(t("auth.repeatPassword"), { exact: true }).fill("third-typo");
    await page.getByRole("button", { name: t("auth.saveNewPassword") }).click();
    await expect(page.getByText(t("validation.error_password_sameAs"))).toBeVisible();
    await page.getByLabel(t("auth.repeatPassword"), { exact: true }).fill(third);
    await page.getByRole("button", { name: t("auth.saveNewPassword") }).click();
    await expect(page.getByText(t("auth.resetDone"))).toBeVisible();
    await shot(page, `reset-done-${lang}-light-desktop`);

    // The old password no longer works; the new one does.
    await page.getByRole("link", { name: t("auth.loginSubmit") }).click();
    await logInThroughForm(page, t, email, second);
    await expect(page.getByText(t("auth.failedToLogin"))).toBeVisible();
    await logInThroughForm(page, t, email, third);
    await expect(page).toHaveURL(LANDING);
  });

  test(`the contact form shows each of its messages (${lang})`, async ({ page }) => {
    const t = textsOf(lang);
    await page.setViewportSize(viewports.phone);
    await prepare(page, lang, "dark");
    await page.goto("/#/Contact");
    // A visitor's page title has room above it, as on the other visitors' pages (it touched the top bar).
    const title = await page.getByRole("heading", { level: 1, name: t("contact.title") }).boundingBox();
    const main = await page.locator("main").boundingBox();
    expect(title!.y - main!.y).toBeGreaterThanOrEqual(16);
    const send = page.getByRole("button", { name: t("contact.send") });
    await send.click();
    await expect(page.getByText(t("validation.error_email_required"))).toBeVisible();
    await expect(page.getByText(t("contact.reasonRequired"))).toBeVisible();
    await expect(page.getByText(t("checks.error_title_required"))).toBeVisible();
    await expect(page.getByText(t("checks.error_message_required"))).toBeVisible();
    await shot(page, `contact-errors-${lang}-dark-phone`);
    await page.getByLabel(t("contact.email"), { exact: true }).fill("writer@");
    await send.click();
    await expect(page.getByText(t("validation.error_email_malformed"))).toBeVisible();
    await page.getByLabel(t("contact.email"), { exact: true }).fill(`writer-${lang}-${run}@example.org`);
    await page.getByLabel(t("contact.reason"), { exact: true }).selectOption("question");
    await page.getByLabel(t("contact.subject"), { exact: true }).fill("Une question");
    await page.getByLabel(t("contact.message"), { exact: true }).fill("Comment inviter un club ?");
    await send.click();
    await expect(page.getByText(t("contact.sent"))).toBeVisible();
  });
}

test("the global admin searches users, cannot delete themselves, and deletes an account after confirming", async ({
  page,
}) => {
  const t = textsOf("en");
  const leaving = `leaving-${run}@example.org`;
  const created = await page.request.post("/api/auth/register", {
    data: { login: leaving, password: "leaving-password" },
  });
  expect(created.status()).toBe(200);
  await page.setViewportSize(viewports.desktop);
  await prepare(page, "en", "light");
  await page.goto("/#/login");
  await logInThroughForm(page, t, ADMIN.email, ADMIN.password);
  await expect(page.getByRole("button", { name: t("profile.menu") })).toBeVisible();
  await page.goto("/#/users");
  const table = page.getByRole("table");
  for (const column of ["email", "name", "created", "updated", "lastConnection"]) {
    await expect(table.getByRole("columnheader", { name: t(`users.${column}`) })).toBeVisible();
  }
  // The admin's own row offers no deletion.
  const own = table.getByRole("row").filter({ hasText: ADMIN.email });
  await expect(own.getByText(t("users.you"))).toBeVisible();
  await expect(own.getByRole("button")).toHaveCount(0);

  await page.getByLabel(t("users.search")).fill("leaving-");
  await expect(table.getByRole("row")).toHaveCount(2);
  await table.getByRole("button", { name: t("users.deleteOf", { email: leaving }) }).click();
  const dialog = page.getByRole("dialog", { name: t("users.deleteTitle") });
  await expect(dialog.getByText(leaving)).toBeVisible();
  await shot(page, "users-delete-en-light-desktop");
  await dialog.getByRole("button", { name: t("users.confirmDelete") }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("heading", { name: t("users.noUser") })).toBeVisible();
  await shot(page, "users-empty-en-light-desktop");
  const again = await page.request.post("/api/auth/login", {
    data: { login: leaving, password: "leaving-password" },
  });
  expect(again.status()).toBe(401);
});

test("app-closed: the closed page at the next load, API writes refused with 503, then the app restored", async ({
  page,
}) => {
  const t = textsOf("fr");
  const flags = (value: "true" | "false") =>
    execFileSync("npx", ["tsx", "worker/cli/flags.ts", "set", "app-closed", value], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: `file:${root}${SPEC_DATABASE_DIR}/clubcost.db` },
      stdio: "pipe",
    });
  await prepare(page, "fr", "light");
  await page.goto("/");
  await expect(page).toHaveURL(/\/login/);
  flags("true");
  try {
    const reload = await page.reload();
    expect(reload?.status()).toBe(503);
    await expect(page.getByRole("heading", { name: t("errors.closedTitle") })).toBeVisible();
    await shot(page, "closed-fr-light-desktop");
    const write = await page.request.post("/api/auth/login", {
      data: { login: ADMIN.email, password: ADMIN.password },
    });
    expect(write.status()).toBe(503);
    expect(((await write.json()) as { status: number }).status).toBe(13);
    const config = await page.request.get("/api/support/config");
    expect(((await config.json()) as { data: Record<string, unknown> }).data["app-closed"]).toBe(true);
  } finally {
    flags("false");
  }
  await page.reload();
  await expect(page).toHaveURL(/\/login/);
  await logInThroughForm(page, t, ADMIN.email, ADMIN.password);
  await expect(page.getByRole("button", { name: t("profile.menu") })).toBeVisible();
});
