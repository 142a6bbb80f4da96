import { mkdirSync, statSync } from "node:fs";
import type { Browser, Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { TUTORIAL_PICTURE, type TutorialStep } from "../../web/src/features/support/tutorial-steps";
import { texts } from "./locale-texts";
import { type Lang, prepare, settled } from "./screens";
import { accounts, logIn } from "./session";

// The tutorial page's screenshots (issue 31.4, decision 164): phone screens of the demo data, written to
// web/public/tutorial/<lang>/<step>.png and committed. Taken again on demand only:
//   E2E_TUTORIAL_PICTURES=1 WEB_DIST_DIR=... node scripts/e2e.mjs tutorial-pictures.spec.ts
// Each is the top 560 px of a 390 px wide screen at 1x, so a picture stays well under 100 KB.
test.skip(!process.env.E2E_TUTORIAL_PICTURES, "takes the tutorial's pictures only when E2E_TUTORIAL_PICTURES=1");

const MAX_BYTES = 100_000;
const root = new URL("../..", import.meta.url).pathname;

async function phone(browser: Browser, lang: Lang, email: string) {
  const context = await browser.newContext({ viewport: { width: TUTORIAL_PICTURE.width, height: TUTORIAL_PICTURE.height }, deviceScaleFactor: 1, reducedMotion: "reduce" });
  const page = await context.newPage();
  await prepare(page, lang, "light");
  await logIn(page, email, { lang });
  return { page, close: () => context.close() };
}

/** Brings an element to the top of the screen, just under the sticky top bar. */
async function toTop(target: Locator) {
  await target.evaluate((element) => {
    let barBottom = 0;
    for (let node = document.elementFromPoint(window.innerWidth / 2, 2); node; node = node.parentElement) {
      const position = getComputedStyle(node).position;
      if (position === "sticky" || position === "fixed") {
        barBottom = node.getBoundingClientRect().bottom;
        break;
      }
    }
    window.scrollBy(0, element.getBoundingClientRect().top - barBottom - 8);
  });
}

async function picture(page: Page, lang: Lang, step: TutorialStep) {
  await settled(page);
  const path = `${root}web/public/tutorial/${lang}/${step}.png`;
  await page.screenshot({ path, animations: "disabled", caret: "hide" });
  expect(statSync(path).size, `${path} weighs too much`).toBeLessThan(MAX_BYTES);
}

for (const lang of ["fr", "en"] as const) {
  test(`the tutorial's pictures (${lang})`, async ({ browser }) => {
    test.setTimeout(240_000);
    const t = texts[lang];
    mkdirSync(`${root}web/public/tutorial/${lang}`, { recursive: true });

    const club = await phone(browser, lang, accounts.club);
    const page = club.page;
    await page.goto("/#/demo-club/calculator");
    const region = (key: string) => page.getByRole("region", { name: t(`calculator.sections.${key}`), exact: true });
    await expect(region("federalFees")).toBeVisible();
    const category = page.getByRole("article", { name: t("calculator.category.label", { name: "U11" }) });
    await toTop(category);
    await picture(page, lang, "members");
    await toTop(region("federalFees"));
    await picture(page, lang, "fees");
    await toTop(region("globalSubsidies"));
    await picture(page, lang, "subsidies");
    await toTop(region("benefits"));
    await picture(page, lang, "benefits");
    await page.getByRole("tab", { name: t("calculator.tabs.resell") }).click();
    await expect(page.getByTestId("resell-margin")).toBeVisible();
    await toTop(page.getByRole("tablist"));
    await picture(page, lang, "prices");
    await page.getByRole("button", { name: t("resell.poster") }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await picture(page, lang, "poster");
    await club.close();

    const fede = await phone(browser, lang, accounts.fede);
    await fede.page.goto("/#/federation/demo-fftt/details");
    const invite = fede.page.getByRole("button", { name: t("invitations.inviteClub") });
    await expect(invite).toBeVisible();
    // The invitations and their button, the quota above them.
    await toTop(invite);
    await fede.page.evaluate(() => window.scrollBy(0, -220));
    await picture(fede.page, lang, "invite");
    await fede.page.goto("/#/federation/demo-fftt/clubs");
    await expect(fede.page.getByRole("tab", { name: t("federation.tabs.clubs"), selected: true })).toBeVisible();
    await expect(fede.page.getByText("Ping Club de Démo").first()).toBeVisible();
    await toTop(fede.page.locator("main input").first());
    await picture(fede.page, lang, "clubs");
    await fede.page.goto("/#/demo-fftt/calctemplate");
    await expect(fede.page.getByRole("region", { name: t("calculator.sections.federalFees"), exact: true })).toBeVisible();
    await picture(fede.page, lang, "template");
    await fede.close();
  });
}
