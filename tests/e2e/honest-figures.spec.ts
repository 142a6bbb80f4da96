import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures";
import { computeCalculator, formatAmount, workedExample } from "#core/cost-model/index";
import type { SavedCalculator } from "#core/schemas/calculation";
import { texts } from "./locale-texts";
import { type Lang, prepare } from "./screens";
import { accounts, logIn, PASSWORD } from "./session";

// Honest figures on the screens (treasurer.md section 4, issue 40.9; the rules themselves are core's,
// core/cost-model/honest.ts): the demo club's worked example with a city grant of 20,000 instead of
// 2,000, stored through the API. The subsidies then exceed every category's cost: the net cost total
// NC is below 0, so the Prices tab gives no margin percent, and U11's computed price (-48) is shown as
// 0 with its warning, on the Prices tab and in the Statistics tab's headline, never as a negative amount.
const GRANT = 20_000;
const subsidised = computeCalculator({ ...workedExample(), globalSubsidies: [{ value: GRANT }] });
const u11 = subsidised.categories.find((c) => c.name === "U11")!;
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

/** Saves a club's calculator through the API, as `email` (not the page's session), changed by `edit`. */
async function storeEdited(
  request: APIRequestContext,
  email: string,
  clubId: string,
  edit: (doc: SavedCalculator) => Partial<SavedCalculator>,
) {
  const login = await request.post("/api/auth/login", { data: { login: email, password: PASSWORD } });
  const headers = {
    "x-access-token": ((await login.json()) as { token: string }).token,
    "x-organization-id": clubId,
  };
  const doc = (
    (await (await request.get("/api/calculation/retrieve", { headers })).json()) as { data: SavedCalculator }
  ).data;
  const stored = await request.post("/api/calculation/store", {
    headers,
    data: { input: { ...doc, ...edit(doc) } },
  });
  expect(stored.ok(), await stored.text()).toBe(true);
}

/** The demo club's calculator with the city grant at GRANT. */
const storeSubsidised = (request: APIRequestContext) =>
  storeEdited(request, accounts.club, "demo-club", (doc) => ({
    globalSubsidies: doc.globalSubsidies.map((line) => ({ ...line, value: GRANT })),
  }));

for (const lang of ["fr", "en"] as Lang[]) {
  test(`subsidies above the costs: no margin percent and no price below 0 on the screens (${lang})`, async ({
    page,
    request,
  }) => {
    const t = texts[lang];
    const money = (value: number) => plain(formatAmount(value, lang));
    // What the screens must hide: NC <= 0 and a computed price below 0.
    expect(subsidised.resell.netCostTotal).toBeLessThanOrEqual(0);
    expect(u11.membership).toBeLessThan(-1);
    await prepare(page, lang, "light");
    await storeSubsidised(request);
    await logIn(page, accounts.club, { lang });
    await page.goto("/#/demo-club/calculator");

    await page.getByRole("tab", { name: t("calculator.tabs.resell") }).click();
    const percent = page.getByTestId("result-percent");
    await expect(percent).toHaveText(t("resell.noNetCost"));
    await expect(page.getByTestId("resell-margin")).not.toContainText("%");
    const card = page.getByTestId("category-U11");
    await expect(card.getByTestId("membership")).toHaveText(formatAmount(0, lang));
    await expect(card.getByTestId("negative-price-warning")).toHaveText(
      t("resell.negativePrice", { amount: formatAmount(u11.membership, lang) }),
    );
    // No membership of the tab is written below 0 (the warning alone says what the computation gave).
    for (const shown of await page.getByTestId("membership").allInnerTexts())
      expect(plain(shown)).not.toMatch(/[-−]/);

    // The statistics' headline for U11: 0 paid out of its real cost, not the computed -48.
    await page.getByRole("tab", { name: t("calculator.tabs.statistics") }).click();
    await page.getByLabel(t("clubStats.selector"), { exact: true }).selectOption("0-0");
    const headline = page.getByTestId("pays-statement");
    await expect
      .poll(async () => plain(await headline.innerText()))
      .toContain(plain(t("clubStats.paysDetail", { membership: money(0), realCost: money(u11.realCost) })));
    expect(plain(await headline.innerText())).not.toContain(money(u11.membership));
  });
}

// Another club of the demo federation, opened by the global admin: the worked example's members and
// prices without any expense or benefit in kind, so no member has a real cost (R = 0).
const NO_COST_CLUB = "demo-hist-1";

for (const lang of ["fr", "en"] as Lang[]) {
  test(`no real cost: the statistics say no "pays X %" (${lang})`, async ({ page, request }) => {
    const t = texts[lang];
    const base = workedExample();
    const noCost = {
      ...base,
      federalFees: [],
      internalFees: [],
      benefits: [],
      groups: base.groups.map((g) => ({ ...g, categories: g.categories.map((c) => ({ ...c, fees: [] })) })),
    };
    expect(computeCalculator(noCost).average.realCost).toBe(0);
    await prepare(page, lang, "light");
    await storeEdited(request, accounts.admin, NO_COST_CLUB, (doc) => ({
      ...noCost,
      organizationId: doc.organizationId,
      context: doc.context,
      // A federation's template lines stay, at 0.
      federalFees: doc.federalFees.map((line) => ({ ...line, value: 0 })),
    }));
    await logIn(page, accounts.admin, { lang });
    await page.goto(`/#/${NO_COST_CLUB}/calculator`);
    await page.getByRole("tab", { name: t("calculator.tabs.statistics") }).click();
    await expect(page.getByText(t("clubStats.realCost"), { exact: true }).first()).toBeVisible();
    await expect(page.getByTestId("pays-statement")).toHaveCount(0);
    await expect(page.getByText(t("clubStats.paysPrefix"))).toHaveCount(0);
  });
}
