import AxeBuilder from "@axe-core/playwright";
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { type BrandKey, brands } from "../../core/brands";
import { type Texts, texts } from "./locale-texts";
import { E2E_PORT } from "./playwright.config";
import { type Lang, prepare, type Theme, viewports } from "./screens";

// Issue 9: every screen and open dialog, in French and English, light and night, desktop (and phone for
// the main screens), scanned with axe-core: no serious or critical violation. One login per role; the
// language and theme change in place (init script + reload, the session comes back from its cookie).
const PASSWORD = "clubcost-demo";
const accounts = { club: "club@demo.clubcost.app", fede: "fede@demo.clubcost.app", admin: "admin@demo.clubcost.app" } as const;
const CLUB = { id: "demo-club", name: "Ping Club de Démo" };
const FEDERATION = { id: "demo-fftt", name: "Fédération démo de tennis de table" };
const combos: [Lang, Theme][] = [
  ["fr", "light"],
  ["fr", "dark"],
  ["en", "light"],
  ["en", "dark"],
];

type Size = keyof typeof viewports;
const screens = new Set<string>();
let scans = 0;
let axeMs = 0;
const problems: string[] = [];

/** Scans the page as it stands and records every serious or critical violation. */
async function scan(page: Page, screen: string, lang: Lang, theme: Theme, size: Size = "desktop", only?: string) {
  // Each caller waits for what it scans; motion is reduced, so a moment lets the last paint settle.
  await page.waitForTimeout(100);
  const started = Date.now();
  // Legacy mode runs axe inside the page itself: no blank page per scan for the cross-frame merge (no iframes here).
  const builder = new AxeBuilder({ page }).setLegacyMode().withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]);
  const { violations } = await (only ? builder.include(only) : builder).analyze();
  axeMs += Date.now() - started;
  screens.add(`${screen} (${size})`);
  scans += 1;
  for (const violation of violations.filter((v) => v.impact === "serious" || v.impact === "critical")) {
    for (const node of violation.nodes.slice(0, 4)) {
      const detail = node.failureSummary?.split("\n").slice(1, 2).join(" ").trim() ?? "";
      problems.push(`${screen} ${lang}/${theme}/${size}: ${violation.id} ${node.target.join(" ")} ${detail}`.slice(0, 400));
    }
  }
}

async function switchTo(page: Page, lang: Lang, theme: Theme, path: string) {
  await prepare(page, lang, theme);
  await page.goto(path);
  await page.reload();
}

async function logIn(page: Page, t: Texts, email: string, origin = "") {
  await page.goto(`${origin}/#/login`);
  await page.getByLabel(t("auth.email"), { exact: true }).fill(email);
  await page.getByLabel(t("auth.password"), { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: t("auth.loginSubmit"), exact: true }).click();
  await expect(page.getByRole("button", { name: t("profile.menu") })).toBeVisible();
}

/**
 * Opens a dialog (or menu) with `open`, scans it, then closes it with Escape. The whole page is scanned
 * with it in French by day (what an open dialog does to the rest, e.g. aria-hidden); in the other
 * languages and themes the dialog alone, since the page behind it has its own scan.
 */
async function scanOpen(page: Page, name: string, lang: Lang, theme: Theme, open: () => Promise<void>, role: "dialog" | "menu" = "dialog", size: Size = "desktop") {
  // Chart toolbars carry role=menu too: only the app's own (Radix) menus count.
  const selector = role === "menu" ? "[data-radix-menu-content]" : '[role="dialog"]';
  const opened = page.locator(selector);
  await open();
  await expect(opened).toBeVisible();
  await scan(page, name, lang, theme, size, lang === "fr" && theme === "light" ? undefined : selector);
  await page.keyboard.press("Escape");
  await expect(opened).toHaveCount(0);
}

async function goTo(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
}

test.use({ actionTimeout: 15_000 });

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.setViewportSize(viewports.desktop);
});

test.afterAll(() => {
  const phone = [...screens].filter((screen) => screen.endsWith("(phone)")).length;
  console.log(
    `axe: ${screens.size - phone} desktop and ${phone} phone views (dialogs and menus included; brands in light and night) × fr/en × light/dark, ` +
      `${scans} scans in ${Math.round(axeMs / 1000)} s, ${problems.length} serious or critical findings`,
  );
  for (const problem of problems) console.log(`  ${problem}`);
});

/** The landing opens a lone organization once per visit: the second time it stays. */
async function goToLanding(page: Page, t: Texts) {
  const title = page.getByRole("heading", { level: 1, name: t("landing.title") });
  await page.goto("/#/Landing");
  await expect(async () => {
    if (!page.url().endsWith("#/Landing")) await page.goto("/#/Landing");
    await expect(title).toBeVisible({ timeout: 2_000 });
    await page.waitForTimeout(300);
    expect(page.url()).toMatch(/#\/Landing$/);
  }).toPass({ timeout: 15_000 });
}

/** Forces flags on the shared server's answer (closed page, warning banner). */
async function forceFlags(context: BrowserContext, flags: Record<string, unknown>) {
  await context.route("**/api/support/config", async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.data = { ...body.data, ...flags };
    await route.fulfill({ response, json: body });
  });
}

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
    if (await expandAll.isVisible()) await expandAll.click();
    await expect(page.getByRole("button", { name: t("calculator.collapseAll") })).toBeVisible();
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

test("a federation admin's screens and dialogs have no serious accessibility violation", async ({ page }) => {
  test.setTimeout(360_000);
  await logIn(page, texts.fr, accounts.fede);
  for (const [lang, theme] of combos) {
    const t = texts[lang];
    const actions = () => page.getByRole("button", { name: t("federationDetails.menu") }).click();
    await switchTo(page, lang, theme, `/#/federation/${FEDERATION.id}/details`);
    await expect(page.getByRole("button", { name: t("invitations.inviteClub") })).toBeVisible();
    await scan(page, "federation details", lang, theme);
    await scanOpen(page, "federation menu", lang, theme, actions, "menu");
    await scanOpen(page, "invite federation admin dialog", lang, theme, () => page.getByRole("button", { name: t("invitations.inviteAdmin") }).click());
    await scanOpen(page, "invite clubs dialog", lang, theme, () => page.getByRole("button", { name: t("invitations.inviteClub") }).click());
    await scanOpen(page, "leave federation dialog", lang, theme, async () => {
      await actions();
      await page.getByRole("menuitem", { name: t("federationDetails.leave") }).click();
    });
    await actions();
    await page.getByRole("menuitem", { name: t("federationDetails.edit") }).click();
    await expect(page.getByRole("heading", { name: t("federationDetails.editTitle") })).toBeVisible();
    await scan(page, "federation edit", lang, theme);
    await page.getByRole("button", { name: t("confirm.cancel") }).click();

    await page.getByRole("tab", { name: t("federation.tabs.clubs") }).click();
    const expand = page.getByRole("button", { name: t("federationLists.clubs.expand", { name: CLUB.name }) });
    await expect(expand).toBeVisible();
    await scan(page, "club list", lang, theme);
    await expand.click();
    await expect(page.getByRole("button", { name: t("federationLists.clubs.actions.remove"), exact: true })).toBeVisible();
    await scan(page, "club list, row expanded", lang, theme);
    await scanOpen(page, "remove club dialog", lang, theme, () => page.getByRole("button", { name: t("federationLists.clubs.actions.remove"), exact: true }).click());
    const inviteAdmin = page.getByRole("tabpanel").getByRole("button", { name: t("federationLists.clubs.actions.inviteAdmin") });
    if (await inviteAdmin.isVisible()) await scanOpen(page, "invite club admin dialog (federation)", lang, theme, () => inviteAdmin.click());
    await scanOpen(page, "add club dialog", lang, theme, () => page.getByRole("button", { name: t("federationLists.clubs.add") }).click());
    await page.getByRole("tab", { name: t("federation.tabs.statistics") }).click();
    await expect(page.locator(".apexcharts-svg").first()).toBeVisible();
    await scan(page, "federation statistics", lang, theme);

    await goTo(page, `/#/${FEDERATION.id}/calctemplate`);
    await scan(page, "calculator template", lang, theme);
    await goToLanding(page, t);
    await scan(page, "landing (federation admin)", lang, theme);
    await scanOpen(page, "federation card menu", lang, theme, () => page.getByRole("button", { name: t("landing.menuOf", { name: FEDERATION.name }) }).click(), "menu");

    await page.setViewportSize(viewports.phone);
    await goTo(page, `/#/federation/${FEDERATION.id}/details`);
    await scan(page, "federation details", lang, theme, "phone");
    await page.getByRole("tab", { name: t("federation.tabs.clubs") }).click();
    await expect(page.getByRole("button", { name: t("federationLists.clubs.expand", { name: CLUB.name }) })).toBeVisible();
    await scan(page, "club list", lang, theme, "phone");
    await page.getByRole("tab", { name: t("federation.tabs.statistics") }).click();
    await expect(page.locator(".apexcharts-svg").first()).toBeVisible();
    await scan(page, "federation statistics", lang, theme, "phone");
    await page.setViewportSize(viewports.desktop);
  }
  expect(problems).toEqual([]);
});

test("the global admin's and a newcomer's screens have no serious accessibility violation", async ({ page, browser }) => {
  test.setTimeout(300_000);
  // A newcomer with no organization sees the landing's empty state.
  const newcomer = `a11y-${Date.now()}@example.org`;
  const registered = await page.request.post("/api/auth/register", { data: { login: newcomer, password: "newcomer-pass-1", firstName: "", lastName: "", channel: "email" } });
  expect(registered.ok()).toBe(true);
  const context = await browser.newContext({ viewport: viewports.desktop, reducedMotion: "reduce" });
  const fresh = await context.newPage();
  await fresh.goto("/#/login");
  await fresh.getByLabel(texts.fr("auth.email"), { exact: true }).fill(newcomer);
  await fresh.getByLabel(texts.fr("auth.password"), { exact: true }).fill("newcomer-pass-1");
  await fresh.getByRole("button", { name: texts.fr("auth.loginSubmit"), exact: true }).click();
  await expect(fresh.getByRole("button", { name: texts.fr("profile.menu") })).toBeVisible();

  await logIn(page, texts.fr, accounts.admin);
  for (const [lang, theme] of combos) {
    const t = texts[lang];
    await switchTo(page, lang, theme, "/#/Landing");
    await goToLanding(page, t);
    await expect(page.getByRole("button", { name: t("landing.createFederation") })).toBeVisible();
    await scan(page, "landing (global admin)", lang, theme);
    await scanOpen(page, "create federation dialog", lang, theme, () => page.getByRole("button", { name: t("landing.createFederation") }).click());
    await goTo(page, "/#/users");
    await expect(page.getByRole("button", { name: t("users.deleteOf", { email: accounts.club }) })).toBeVisible();
    await scan(page, "users", lang, theme);
    await scanOpen(page, "delete user dialog", lang, theme, () => page.getByRole("button", { name: t("users.deleteOf", { email: accounts.club }) }).click());
    await page.getByRole("tab", { name: t("users.tabOutbox") }).click();
    await scan(page, "users: outbox", lang, theme);
    await goTo(page, `/#/federation/${FEDERATION.id}/details`);
    await scanOpen(page, "delete federation dialog", lang, theme, async () => {
      await page.getByRole("button", { name: t("federationDetails.menu") }).click();
      await page.getByRole("menuitem", { name: t("federationDetails.remove") }).click();
    });
    await page.getByRole("tab", { name: t("federation.tabs.clubs") }).click();
    await page.getByRole("button", { name: t("federationLists.clubs.expand", { name: CLUB.name }) }).click();
    await scan(page, "club list, row expanded (global admin)", lang, theme);
    await page.setViewportSize(viewports.phone);
    await goTo(page, "/#/users");
    await scan(page, "users", lang, theme, "phone");
    await page.setViewportSize(viewports.desktop);

    await switchTo(fresh, lang, theme, "/#/Landing");
    await expect(fresh.getByRole("heading", { name: t("landing.emptyTitle") })).toBeVisible();
    await scan(fresh, "landing (no organization)", lang, theme);
  }
  await context.close();
  expect(problems).toEqual([]);
});

test("every customer brand keeps its brand-coloured screens free of serious violations, light and night", async ({ page }) => {
  test.setTimeout(300_000);
  const t = texts.fr;
  for (const key of ["fftt", "fft", "ffhb"] as BrandKey[]) {
    const origin = `http://${key}.localhost:${E2E_PORT}`;
    const label = (screen: string) => `${screen} [${brands[key].name}]`;
    // The login screen in both themes, then one login and the logged-in screens in both themes.
    for (const theme of ["light", "dark"] as Theme[]) {
      await switchTo(page, "fr", theme, `${origin}/#/login`);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(brands[key].name);
      await scan(page, label("login"), "fr", theme);
    }
    await logIn(page, t, accounts.admin, origin);
    for (const theme of ["dark", "light"] as Theme[]) {
      await switchTo(page, "fr", theme, `${origin}/#/${CLUB.id}/calculator`);
      const tab = (name: string) => page.getByRole("tab", { name: t(`calculator.tabs.${name}`) });
      await expect(tab("calculator")).toBeVisible();
      await scan(page, label("calculator: budget"), "fr", theme);
      await tab("resell").click();
      await expect(page.getByTestId("resell-margin")).toBeVisible();
      await scan(page, label("calculator: resell"), "fr", theme);
      await tab("statistics").click();
      await expect(page.locator(".apexcharts-svg").first()).toBeVisible();
      await scan(page, label("calculator: statistics"), "fr", theme);
      await page.goto(`${origin}/#/federation/${FEDERATION.id}/details`);
      await expect(page.getByRole("button", { name: t("invitations.inviteClub") })).toBeVisible();
      await scan(page, label("federation details"), "fr", theme);
      await page.getByRole("tab", { name: t("federation.tabs.statistics") }).click();
      await expect(page.locator(".apexcharts-svg").first()).toBeVisible();
      await scan(page, label("federation statistics"), "fr", theme);
    }
  }
  expect(problems).toEqual([]);
});
