import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { clubGroups, federationSteps } from "../../web/src/features/support/tutorial-steps";
import { texts } from "./locale-texts";
import { shot } from "./screens";
import { accounts, PASSWORD, registerAndLogin } from "./session";

// Issue 31.9 and 31.4 (decisions 164, 165): a newcomer's club starts with a first-run checklist, not
// made-up figures; the tutorial page is a written guide with screenshots, in both languages.
const FEDERATION_ID = "demo-fftt";
const run = Date.now().toString(36);

/** A club invitation of the demo federation, made by its admin through the API. */
async function clubInvitation(page: Page): Promise<string> {
  const login = await page.request.post("/api/auth/login", {
    data: { login: accounts.fede, password: PASSWORD },
  });
  const token = ((await login.json()) as { token: string }).token;
  const answer = await page.request.post("/api/invitation/club", {
    headers: { "x-access-token": token },
    data: { request: { emails: [], federationId: FEDERATION_ID, name: `First run ${run}`, amount: 1 } },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { data: { invitationId: string } }).data.invitationId;
}

test("a new club opens on the first-run checklist, which ticks members once entered and stays hidden once dismissed", async ({
  browser,
}) => {
  const t = texts.en;
  const newcomer = await registerAndLogin(browser, `first-run-${run}@e2e.example.org`, { lang: "en" });
  const page = newcomer.page;
  await page.goto(`/#/join/club/${await clubInvitation(page)}`);
  const create = page.getByRole("dialog", { name: t("joinForms.addClubTitle") });
  await create.getByLabel(t("joinForms.code"), { exact: true }).fill("FR-0001");
  await create.getByLabel(t("joinForms.name"), { exact: true }).fill(`First Run Club ${run}`);
  await create.getByLabel(t("joinForms.zipCode"), { exact: true }).fill("69003");
  await create.getByRole("button", { name: t("joinForms.createClub") }).click();
  await expect(page).toHaveURL(/\/[\w-]+\/calculator$/);

  const checklist = page.getByTestId("first-run-checklist");
  await expect(checklist.getByRole("heading", { name: t("tutorial.checklist.title") })).toBeVisible();
  const item = (name: string) => checklist.locator(`li[data-item="${name}"]`);
  await expect(item("members")).not.toHaveAttribute("data-done", "true");
  // The federation's template brings its fees; nothing else is there yet, and no category to divide them by.
  await expect(item("fees")).toHaveAttribute("data-done", "true");
  await expect(checklist.getByText(t("tutorial.checklist.progress", { done: 1, total: 5 }))).toBeVisible();
  const summary = page.getByRole("region", { name: t("calculator.summary.label") });
  await expect(summary).toBeVisible();
  // No cost per member of 3,000 (no category to divide by); the forecast result is the fees' loss (issue 46.2).
  await expect(summary.getByTestId("summary-costPerMember")).not.toContainText("3,000");
  await expect(summary.getByTestId("summary-result")).toContainText("3,000");

  await page.getByRole("button", { name: t("calculator.groups.addCategoryTo", { name: "Unique" }) }).click();
  await expect(item("members")).not.toHaveAttribute("data-done", "true");
  await page.getByLabel(t("calculator.category.membersOf", { name: "Cat. 1" })).fill("24");
  await expect(item("members")).toHaveAttribute("data-done", "true");
  await expect(checklist.getByText(t("tutorial.checklist.progress", { done: 2, total: 5 }))).toBeVisible();

  await checklist.getByRole("button", { name: t("tutorial.checklist.dismiss") }).click();
  await expect(checklist).toHaveCount(0);
  await page.reload();
  await expect(
    page.getByRole("region", { name: t("calculator.sections.federalFees"), exact: true }),
  ).toBeVisible();
  await expect(checklist).toHaveCount(0);
  await newcomer.close();
});

test("the tutorial page is a written guide with screenshots in both languages, and no video", async ({
  browser,
}) => {
  const person = await registerAndLogin(browser, `tutorial-${run}@e2e.example.org`, { lang: "en" });
  const page = person.page;
  await page.goto("/#/Tutorial");
  for (const lang of ["en", "fr"] as const) {
    const t = texts[lang];
    // The header's language switch (the test's start script sets English at every load).
    await page.getByRole("button", { name: lang === "fr" ? "Français" : "English" }).click();
    await expect(page.getByRole("heading", { level: 1, name: t("tutorial.title") })).toBeVisible();
    await expect(page.getByRole("heading", { name: t("tutorial.clubHeading") })).toBeVisible();
    await expect(page.getByRole("heading", { name: t("tutorial.federationHeading") })).toBeVisible();
    // A club's steps under their group's heading (set up, price, plan the season, share), numbered on
    // from one group to the next (issue 46.3); a federation's from 1.
    const numbered: [string, number][] = [];
    for (const group of clubGroups) {
      const section = page.getByRole("region", { name: t(`tutorial.groups.${group.key}`), exact: true });
      await expect(
        section.getByRole("heading", { level: 3, name: t(`tutorial.groups.${group.key}`) }),
      ).toBeVisible();
      for (const step of group.steps) {
        await expect(section.locator(`li[data-step="${step}"]`)).toHaveCount(1);
        numbered.push([step, numbered.length + 1]);
      }
    }
    numbered.push(...federationSteps.map((step, index): [string, number] => [step, index + 1]));
    for (const [step, number] of numbered) {
      const item = page.locator(`li[data-step="${step}"]`);
      await expect(item.getByText(t("tutorial.step", { number }), { exact: true })).toBeVisible();
      await expect(item.getByRole("heading", { name: t(`tutorial.steps.${step}.title`) })).toBeVisible();
      const image = item.getByRole("img", { name: t(`tutorial.steps.${step}.alt`) });
      await expect(image).toHaveAttribute("loading", "lazy");
      await expect(image).toHaveAttribute("src", `/tutorial/${lang}/${step}.png`);
      await image.scrollIntoViewIfNeeded();
      // Loaded: a real picture of the language's screens, not a broken link.
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBe(390);
    }
    await expect(page.locator("video, iframe")).toHaveCount(0);
    await shot(page, `tutorial-${lang}`);
  }
  await person.close();
});
