import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { type Texts, texts } from "./locale-texts";
import { prepare, viewports } from "./screens";

// Issue 9: the whole journey with the keyboard alone (Tab, Shift+Tab, Enter, Space, Escape, arrows), and a
// visible focus indicator on every element the Tab key reaches.
const PASSWORD = "clubcost-demo";
const FEDERATION = "demo-fftt";

/**
 * What the focused element shows, by day and by night: null when a focus indicator is visible in both,
 * else a short description of it. Night mode is the `dark` class on <html>, and focus rings are CSS
 * alone, so the class is switched for the check and put back in the same task (nothing is drawn between).
 */
async function missingFocusIndicator(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    // Past the last element the focus leaves the page for the browser's own controls.
    if (!element || element === document.body) return null;
    const shows = (node: Element) => {
      const style = getComputedStyle(node);
      return (
        (style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) > 0) ||
        style.boxShadow !== "none"
      );
    };
    const visible = () => {
      if (shows(element)) return true;
      // A range input may draw the ring on its thumb (Chrome reports the thumb's outline width, not its style).
      if (element instanceof HTMLInputElement && element.type === "range") {
        const thumb = getComputedStyle(element, "::-webkit-slider-thumb");
        if (Number.parseFloat(thumb.outlineWidth) > 0 || thumb.boxShadow !== "none") return true;
      }
      // Radix highlights the active menu item with its background.
      if (element.hasAttribute("data-highlighted")) return true;
      // A card whose whole surface is the link draws the ring on the card (focus-within).
      for (
        let parent = element.parentElement, depth = 0;
        parent && depth < 4;
        parent = parent.parentElement, depth += 1
      ) {
        if (parent.matches(":focus-within") && shows(parent) && /focus-within:ring/.test(parent.className))
          return true;
      }
      return false;
    };
    const root = document.documentElement;
    const night = root.classList.contains("dark");
    const seenIn = (dark: boolean) => (root.classList.toggle("dark", dark), visible());
    const unseen: string[] = [];
    if (!seenIn(false)) unseen.push("day");
    // A focus ring comes from the element's tag, type and classes and its near ancestors' (focus-within):
    // the night check, which restyles the whole page twice, runs once per such look, not at every stop.
    const looks = ((window as unknown as { nightLooks?: Map<string, boolean> }).nightLooks ??= new Map<
      string,
      boolean
    >());
    const chain = [element];
    for (let parent = element.parentElement; parent && chain.length < 5; parent = parent.parentElement)
      chain.push(parent);
    const look = `${chain.map((node) => `${node.tagName}.${node.getAttribute("class") ?? ""}`).join(">")}|${element.getAttribute("type")}|${element.hasAttribute("data-highlighted")}`;
    if (!looks.has(look)) looks.set(look, seenIn(true));
    if (!looks.get(look)) unseen.push("night");
    root.classList.toggle("dark", night);
    return unseen.length ? `(${unseen.join(", ")}) ${element.outerHTML.slice(0, 160)}` : null;
  });
}

const isFocused = (locator: Locator) =>
  locator.evaluate((node) => node === document.activeElement).catch(() => false);

/** Presses Tab (or Shift+Tab) until `target` has the focus, checking the focus indicator at every stop. */
async function tabTo(page: Page, target: Locator, unseen: string[], { back = false, max = 60 } = {}) {
  for (let presses = 0; presses < max; presses += 1) {
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
    const missing = await missingFocusIndicator(page);
    if (missing) unseen.push(missing);
    if (await isFocused(target)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

/** The text of the focused menu item, or null while the focus is not on one. */
const focusedMenuItem = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return element?.getAttribute("role")?.startsWith("menuitem") ? (element.textContent ?? "") : null;
  });

/**
 * Presses ArrowDown in the open menu until `item` has the focus. Each press waits for the menu to hold the
 * focus and for the press to move it, so a slow machine cannot lose a key press to a menu still opening.
 */
async function arrowDownTo(page: Page, item: Locator) {
  await expect.poll(() => focusedMenuItem(page)).not.toBeNull();
  for (let step = 0; step < 6 && !(await isFocused(item)); step += 1) {
    const before = await focusedMenuItem(page);
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => focusedMenuItem(page)).not.toBe(before);
  }
  await expect(item).toBeFocused();
}

/** Whether the focus is inside the open dialog. */
const focusInDialog = (page: Page) =>
  page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));

/** Tab and Shift+Tab walk around the dialog and never leave it. */
async function expectFocusTrapped(page: Page, unseen: string[]) {
  expect(await focusInDialog(page)).toBe(true);
  for (const key of [...Array(12).fill("Tab"), ...Array(12).fill("Shift+Tab")]) {
    await page.keyboard.press(key);
    expect(await focusInDialog(page)).toBe(true);
    const missing = await missingFocusIndicator(page);
    if (missing) unseen.push(missing);
  }
}

async function logInWithKeyboard(page: Page, t: Texts, email: string) {
  await page.goto("/#/login");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const unseen: string[] = [];
  // The login and register panels are tabs: the arrows move between them.
  const loginTab = page.getByRole("tab", { name: t("auth.loginTitle") });
  await tabTo(page, loginTab, unseen);
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: t("auth.registerTitle") })).toBeFocused();
  await expect(page.getByRole("tab", { name: t("auth.registerTitle") })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await page.keyboard.press("ArrowLeft");
  await expect(loginTab).toBeFocused();
  await expect(loginTab).toHaveAttribute("aria-selected", "true");

  // The login tab's own fields: the register tab, once opened, may stay in the page, hidden.
  const login = page.getByRole("tabpanel", { name: t("auth.loginTitle") });
  await tabTo(page, login.getByLabel(t("auth.email"), { exact: true }), unseen);
  await page.keyboard.type(email);
  await page.keyboard.press("Tab");
  await expect(login.getByLabel(t("auth.password"), { exact: true })).toBeFocused();
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: t("profile.menu") })).toBeVisible();
  return unseen;
}

test("a club admin works with the keyboard alone, every focus visible by day and by night", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const t = texts.fr;
  await page.setViewportSize(viewports.desktop);
  await prepare(page, "fr", "light");
  const unseen = await logInWithKeyboard(page, t, "club@demo.clubcost.app");
  await expect(page).toHaveURL(/\/calculator$/);

  // Tabs: the arrows move between Calculator, Resell and Statistics, and the panel follows.
  const tab = (key: string) => page.getByRole("tab", { name: t(`calculator.tabs.${key}`) });
  await tabTo(page, tab("calculator"), unseen);
  await page.keyboard.press("ArrowRight");
  await expect(tab("resell")).toBeFocused();
  await expect(tab("resell")).toHaveAttribute("aria-selected", "true");
  await expect(page.getByTestId("resell-margin")).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(tab("statistics")).toHaveAttribute("aria-selected", "true");
  await expect(page.getByTestId("pays-statement")).toBeVisible();
  await page.keyboard.press("ArrowLeft");
  await expect(tab("resell")).toHaveAttribute("aria-selected", "true");

  // Sliders: the arrows change the rate, the membership figure and the spoken value follow.
  const slider = page.getByRole("slider", { name: t("resell.rateLabel", { name: "U11" }) });
  const membership = page.getByTestId("category-U11").getByTestId("membership");
  await tabTo(page, slider, unseen);
  const rate = Number(await slider.inputValue());
  const before = (await membership.textContent()) ?? "";
  await page.keyboard.press("ArrowRight");
  await expect(slider).toHaveValue(String(rate + 1));
  await expect(membership).not.toHaveText(before);
  await expect(slider).toHaveAttribute(
    "aria-valuetext",
    new RegExp(`^${rate + 1}\\s%.*${((await membership.textContent()) ?? "").replace(/\s/g, "\\s")}$`),
  );
  await page.keyboard.press("ArrowLeft");
  await expect(slider).toHaveValue(String(rate));
  await expect(membership).toHaveText(before);

  // A dialog: Enter opens it, the focus stays inside, Escape closes it and the focus returns to its button.
  const posterButton = page.getByRole("button", { name: t("resell.poster") });
  await tabTo(page, posterButton, unseen);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog", { name: t("poster.title") })).toBeVisible();
  await expectFocusTrapped(page, unseen);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(posterButton).toBeFocused();

  // A dropdown menu: Enter opens it, the arrows move, Enter picks; the dialog it opens gives the focus back to the menu button.
  const menuButton = page.getByRole("button", { name: t("calculator.menu.label"), exact: true });
  await tabTo(page, menuButton, unseen, { back: true });
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menuitem", { name: t("calculator.menu.save") })).toBeFocused();
  const history = page.getByRole("menuitem", { name: t("calculator.menu.history") });
  await arrowDownTo(page, history);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog", { name: t("calculator.history.title") })).toBeVisible();
  await expectFocusTrapped(page, unseen);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(menuButton).toBeFocused();

  // The profile menu: Space opens it, Space on "Night mode" switches the theme, Escape closes it.
  const profile = page.getByRole("button", { name: t("profile.menu") });
  await tabTo(page, profile, unseen, { back: true });
  await page.keyboard.press("Space");
  const night = page.getByRole("menuitemcheckbox", { name: t("profile.nightMode") });
  await arrowDownTo(page, night);
  const dark = () => page.evaluate(() => document.documentElement.classList.contains("dark"));
  await page.keyboard.press("Space");
  await expect.poll(dark).toBe(true);
  // The menu stays open on a checkbox item: Space again puts the theme back.
  await expect(night).toBeFocused();
  await page.keyboard.press("Space");
  await expect.poll(dark).toBe(false);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menu")).toHaveCount(0);
  await expect(profile).toBeFocused();

  // The skip link, then the calculator's own controls: every stop shows where the focus is.
  await page.keyboard.press("Shift+Tab");
  await page.goto("/#/Landing");
  await tabTo(page, page.getByRole("link", { name: t("nav.skipToContent") }), unseen, { max: 80 });
  await page.goto("/#/demo-club/calculator");
  await expect(tab("calculator")).toBeVisible();
  await tabTo(
    page,
    page.getByRole("button", { name: t("calculator.sections.globalSubsidiesAdd"), exact: true }),
    unseen,
    { max: 120 },
  );
  expect(unseen).toEqual([]);
});

test("a federation admin moves through the federation screens with the keyboard alone", async ({ page }) => {
  test.setTimeout(120_000);
  const t = texts.en;
  await page.setViewportSize(viewports.desktop);
  await prepare(page, "en", "light");
  const unseen = await logInWithKeyboard(page, t, "fede@demo.clubcost.app");
  await expect(page).toHaveURL(new RegExp(`/federation/${FEDERATION}/details$`));

  // Its tabs follow the arrows (and the address follows the tab).
  const tab = (key: string) => page.getByRole("tab", { name: t(`federation.tabs.${key}`) });
  await tabTo(page, tab("details"), unseen);
  await page.keyboard.press("ArrowRight");
  await expect(tab("clubs")).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowRight");
  await expect(tab("statistics")).toHaveAttribute("aria-selected", "true");

  // The period slider: the arrows move the start of the period, its spoken value and the summary follow.
  const from = page.getByRole("slider", { name: t("federationLists.stats.period.from") });
  await tabTo(page, from, unseen);
  await expect(from).toHaveAttribute(
    "aria-valuetext",
    t("federationLists.stats.period.daysAgo_other", { count: 30 }),
  );
  await page.keyboard.press("ArrowRight");
  await expect(from).toHaveAttribute(
    "aria-valuetext",
    t("federationLists.stats.period.daysAgo_other", { count: 29 }),
  );
  await expect(
    page.getByText(t("federationLists.stats.period.days_other", { count: 29 }), { exact: false }),
  ).toBeVisible();

  // The invite dialog from the details tab: focus trapped, back on its button after Escape.
  await page.keyboard.press("Shift+Tab");
  await tabTo(page, tab("statistics"), unseen, { back: true });
  await page.keyboard.press("Home");
  await expect(tab("details")).toHaveAttribute("aria-selected", "true");
  const invite = page.getByRole("button", { name: t("invitations.inviteClub") });
  await tabTo(page, invite, unseen);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog")).toBeVisible();
  await expectFocusTrapped(page, unseen);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(invite).toBeFocused();

  // The federation's menu: arrows and Enter pick "Edit", which opens the edit form.
  const actions = page.getByRole("button", { name: t("federationDetails.menu") });
  await tabTo(page, actions, unseen, { back: true });
  await page.keyboard.press("ArrowDown");
  const edit = page.getByRole("menuitem", { name: t("federationDetails.edit") });
  await arrowDownTo(page, edit);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: t("federationDetails.editTitle") })).toBeVisible();
  await page.keyboard.press("Tab");
  await tabTo(page, page.getByRole("button", { name: t("confirm.cancel") }), unseen, { back: true, max: 30 });
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: t("federationDetails.editTitle") })).toHaveCount(0);
  expect(unseen).toEqual([]);
});

/** Tabs through a whole screen, from the top to past its last element, and records every stop without a visible focus. */
async function walkWholeScreen(page: Page, screen: string, unseen: string[]) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  let first: string | null = null;
  for (let presses = 0; presses < 250; presses += 1) {
    await page.keyboard.press("Tab");
    const stop = await page.evaluate(() => {
      const element = document.activeElement;
      return element && element !== document.body
        ? `${element.tagName}#${element.id}|${element.getAttribute("aria-label") ?? element.textContent?.slice(0, 40)}`
        : null;
    });
    if (stop === null || stop === first) return;
    first ??= stop;
    const missing = await missingFocusIndicator(page);
    if (missing) unseen.push(`${screen}: ${missing}`);
  }
}

test("every stop of the Tab key shows where the focus is, by day and by night, on every main screen", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const t = texts.en;
  await page.setViewportSize(viewports.desktop);
  await prepare(page, "en", "light");
  const unseen = await logInWithKeyboard(page, t, "admin@demo.clubcost.app");
  const screens: [string, string, (() => Promise<void>)?][] = [
    ["federation details", `/#/federation/${FEDERATION}/details`],
    [
      "club list",
      `/#/federation/${FEDERATION}/clubs`,
      () =>
        page
          .getByRole("button", { name: t("federationLists.clubs.expand", { name: "Ping Club de Démo" }) })
          .click(),
    ],
    [
      "federation statistics",
      `/#/federation/${FEDERATION}/statistics`,
      () => expect(page.locator(".apexcharts-svg").first()).toBeVisible(),
    ],
    ["calculator", "/#/demo-club/calculator"],
    [
      "resell",
      "/#/demo-club/calculator",
      async () => {
        await page.getByRole("tab", { name: t("calculator.tabs.resell") }).click();
        await expect(page.getByTestId("resell-margin")).toBeVisible();
      },
    ],
    [
      "club statistics",
      "/#/demo-club/calculator",
      async () => {
        await page.getByRole("tab", { name: t("calculator.tabs.statistics") }).click();
        await expect(page.getByTestId("pays-statement")).toBeVisible();
      },
    ],
    ["landing", "/#/Landing"],
    ["users", "/#/users"],
    ["join", "/#/join"],
    ["payment", "/#/payment"],
    ["tutorial", "/#/Tutorial"],
    ["contact", "/#/Contact"],
    ["change password", "/#/ChangePassword"],
    ["not found", "/#/no-such-page"],
  ];
  for (const [screen, path, then] of screens) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    await then?.();
    await walkWholeScreen(page, screen, unseen);
  }
  expect(unseen).toEqual([]);
});
