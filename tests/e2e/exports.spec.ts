import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { type Brand, brands } from "#core/brands";
import { cerfaBudget } from "#core/cerfa";
import { computeCalculator, evaluateFigures, formatAmount, workedExample } from "#core/cost-model/index";
import { previousSeason, seasonOf } from "#core/season";
import { texts } from "./locale-texts";
import { E2E_PORT } from "./playwright.config";
import { type Lang, prepare } from "./screens";
import { accounts, logIn, PASSWORD } from "./session";

// Issue 29 on the demo club, which holds cost-model.md's worked example: the Cerfa budget view, its
// CSV and the general-meeting PDF hold the figures core computes (86 = 87 = 9,100, result 1,520).
const example = workedExample();
const figures = evaluateFigures(example);
// The view's test moves the coach (internal fee, 60 by default) to staff costs, 64, with the line's dropdown.
const coachAsStaff = workedExample();
coachAsStaff.internalFees[0].account = 64;
const budget = cerfaBudget(coachAsStaff);
const computed = computeCalculator(example);

function hasPdftotext(): boolean {
  try {
    execFileSync("pdftotext", ["-v"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

async function openCalculator(page: Page, lang: Lang, origin = "") {
  await prepare(page, lang, "light");
  await logIn(page, accounts.club, { lang, origin });
  await expect(page).toHaveURL(/\/calculator$/);
}

async function menuItem(page: Page, lang: Lang, key: string) {
  const t = texts[lang];
  await page.getByRole("button", { name: t("calculator.menu.label"), exact: true }).click();
  await page.getByRole("menuitem", { name: t(`calculator.exports.${key}`) }).click();
}

/** The pack downloaded from the calculator's menu, saved under the test's output folder, and its season. */
async function downloadPack(page: Page, lang: Lang, name: string): Promise<{ file: string; season: string }> {
  const [download] = await Promise.all([page.waitForEvent("download"), menuItem(page, lang, "menuPack")]);
  expect(download.suggestedFilename()).toMatch(lang === "fr" ? /^assemblee-generale-/ : /^general-meeting-/);
  const file = test.info().outputPath(`${name}.pdf`);
  await download.saveAs(file);
  return { file, season: download.suggestedFilename().replace(/^.*-(\d{4}-\d{4})\.pdf$/, "$1") };
}

/** The images a PDF shows (pdfimages -list, poppler-utils): one row per image shown, its object and pixel size. */
function pdfImages(file: string): { page: number; object: number; width: number; height: number }[] {
  const rows = execFileSync("pdfimages", ["-list", file], { encoding: "utf8" })
    .split("\n")
    .slice(2)
    .filter(Boolean);
  return rows
    .map((row) => row.trim().split(/\s+/))
    .filter((cells) => cells[2] === "image")
    .map((cells) => ({
      page: Number(cells[0]),
      object: Number(cells[10]),
      width: Number(cells[3]),
      height: Number(cells[4]),
    }));
}

/**
 * The first page's logo as drawn (pdftoppm at 72 dpi, the 40 pt square at the header's left as raw PPM):
 * the share of its pixels that are not the white plate, and whether the brand's primary colour is among them.
 */
function drawnLogo(file: string, brand: Brand): { inked: number; brandColour: boolean } {
  const ppm = execFileSync("pdftoppm", [
    "-r",
    "72",
    "-f",
    "1",
    "-l",
    "1",
    "-x",
    "53",
    "-y",
    "15",
    "-W",
    "40",
    "-H",
    "40",
    file,
  ]);
  // The P6 header: magic, width, height and maximum, each followed by one whitespace byte.
  const header = /^P6\s+\d+\s+\d+\s+\d+\s/.exec(ppm.subarray(0, 32).toString("latin1"));
  const pixels = ppm.subarray(header?.[0].length ?? 0);
  const primary = [1, 3, 5].map((i) => Number.parseInt(brand.primary.slice(i, i + 2), 16));
  let inked = 0;
  let brandColour = false;
  for (let i = 0; i + 2 < pixels.length; i += 3) {
    const [r, g, b] = [pixels[i], pixels[i + 1], pixels[i + 2]];
    if (r < 235 || g < 235 || b < 235) inked += 1;
    if (Math.abs(r - primary[0]) + Math.abs(g - primary[1]) + Math.abs(b - primary[2]) < 30)
      brandColour = true;
  }
  return { inked: inked / (pixels.length / 3), brandColour };
}

/** The PDF's text as pdftotext reads it, spaces of every width made plain. */
function pdfText(file: string): string {
  return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" }).replace(
    /[\u00a0\u202f]/g,
    " ",
  );
}

test("the Cerfa budget view and its CSV (fr)", async ({ page }, testInfo) => {
  const t = texts.fr;
  const money = (value: number) => formatAmount(value, "fr").replace(/[\u00a0\u202f]/g, " ");
  await openCalculator(page, "fr");
  const coachAccount = page.getByRole("combobox", {
    name: t("calculator.exports.accountOf", { name: "Coach" }),
  });
  await coachAccount.selectOption("64");
  // Beside the line, the chosen account reads whole, number and wording: the select's own text was cut to "64 Ch" (issue 31.9).
  // (The short name a phone shows instead, issue 46.3, is hidden here: the visible spans only.)
  const face = coachAccount.locator("xpath=..").locator("span[aria-hidden]:visible");
  await expect(face).toHaveText(["64", "Charges de personnel"]);
  expect(
    await face.evaluateAll((spans) => spans.filter((span) => span.scrollWidth > span.clientWidth).length),
  ).toBe(0);
  await menuItem(page, "fr", "menuCerfa");
  const dialog = page.getByRole("dialog", { name: t("calculator.exports.title") });
  await expect(dialog).toBeVisible();
  const amountOf = async (account: string) =>
    ((await dialog.locator(`tr[data-account="${account}"] td`).last().textContent()) ?? "").replace(
      /[\u00a0\u202f]/g,
      " ",
    );
  expect(await amountOf("86")).toBe(money(9100));
  expect(await amountOf("87")).toBe(money(9100));
  expect(await amountOf("756")).toBe(money(figures.totals.ST));
  expect(await amountOf("64")).toBe(money(9000));
  expect(await amountOf("60")).toBe(money(1400));
  expect(await amountOf("6")).toBe(money(13_400));
  await expect(dialog.getByTestId("cerfa-result")).toContainText(money(1520).split(" ")[0]);
  // The volunteer hour's method sentence, from the season's reference rates.
  await expect(dialog.getByTestId("cerfa-method").first()).toContainText("SMIC");
  await page.screenshot({ path: testInfo.outputPath("cerfa-view-fr.png"), fullPage: true });

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    dialog.getByRole("button", { name: t("calculator.exports.downloadCsv") }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^cerfa-12156-\d{4}-\d{4}\.csv$/);
  const bytes = readFileSync(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString("utf8").split("\r\n");
  expect(lines[0]).toBe("compte;libellé;montant");
  // Every row core computes, in its order, with a decimal comma.
  expect(lines.slice(1, -1)).toEqual(
    budget.rows.map((row) => `${row.account};${row.label};${row.amount.toFixed(2).replace(".", ",")}`),
  );
  expect(lines).toContain("86;Total des emplois des contributions volontaires en nature;9100,00");
  expect(lines).toContain("87;Total des contributions volontaires en nature;9100,00");
});

for (const lang of ["fr", "en"] as Lang[]) {
  test(`the general-meeting pack's PDF holds the figures, the brand's logo and the statistics charts (${lang})`, async ({
    page,
  }) => {
    test.skip(
      !hasPdftotext(),
      "pdftotext is not installed here (apt-get install -y poppler-utils; .ci/run installs it)",
    );
    await openCalculator(page, lang);
    const { file, season } = await downloadPack(page, lang, `pack-${lang}`);
    const text = pdfText(file);
    const money = (value: number) => formatAmount(value, lang).replace(/[\u00a0\u202f]/g, " ");
    const p = (key: string, values?: Record<string, string>) =>
      texts[lang](`calculator.exports.pack.${key}`, values);
    expect(text).toContain(p("title", { season }));
    for (const key of ["budget", "result", "categories", "inKind", "poster"]) expect(text).toContain(p(key));
    // The budget, the result, the contributions in kind (86 = 87) and each category's net cost, real cost and price.
    for (const value of [13_400, figures.totals.ST, 2200, 1520, 9100]) expect(text).toContain(money(value));
    expect(text.split(money(9100)).length - 1).toBeGreaterThanOrEqual(2);
    for (const c of figures.categories) {
      const row = text.split("\n").find((line) => line.includes(c.category) && line.includes(money(c.R)));
      expect(row, `${c.category} row`).toBeDefined();
      expect(row).toContain(money(c.A));
      expect(row).toContain(money(c.M));
    }
    // The statistics tab's charts (decision 173): their titles, the headline, each legend's entries
    // with their amounts, drawn as vectors so the words stay text.
    const s = (key: string) => texts[lang](`clubStats.${key}`);
    for (const key of ["compositionTitle", "groupsTitle", "costRevenueTitle", "paysPrefix"])
      expect(text).toContain(s(key));
    const lines = text.split("\n");
    const member = Math.min(computed.average.membership, computed.average.realCost);
    expect(
      lines.find((line) => line.includes(s("slices.membership")) && line.includes(money(member))),
      "the donut's member slice",
    ).toBeDefined();
    for (const g of computed.groups)
      expect(
        lines.find((line) => line.includes(g.name) && line.includes(money(g.realCostTotal))),
        `${g.name} slice`,
      ).toBeDefined();
    expect(
      lines.find(
        (line) =>
          line.includes(s("slices.membership")) &&
          line.includes(s("slices.subsidies")) &&
          line.includes(s("slices.benefits")),
      ),
      "the bars' legend",
    ).toBeDefined();
    // The cash plan (issue 43), last: the demo's opening balance of 0, memberships in September, the result in August.
    expect(text).toContain(texts[lang]("calculator.cashPlan.heading"));
    expect(
      lines.find(
        (line) =>
          line.includes(money(12_720)) && line.includes(money(-866.74)) && line.includes(money(11_853.26)),
      ),
      "the cash plan's September",
    ).toBeDefined();
    expect(text).toContain(
      texts[lang]("calculator.cashPlan.lowestAbove", {
        balance: money(1520),
        month: new Intl.DateTimeFormat(lang, { month: "long", year: "numeric" }).format(
          new Date(Number(season.slice(5)), 7, 1),
        ),
        gap: money(1520),
      }),
    );
    // The brand's logo (decision 174): one PNG of 256 px shown on every page's header, drawn in the brand's colours.
    const images = pdfImages(file);
    expect(new Set(images.map((image) => image.object)).size).toBe(1);
    expect(images[0]).toMatchObject({ page: 1, width: 256, height: 256 });
    expect(drawnLogo(file, brands.default)).toMatchObject({ brandColour: true });
    expect(drawnLogo(file, brands.default).inked).toBeGreaterThan(0.2);
  });
}

test("the pack on the table-tennis brand's host carries its logo and name; without a logo it is still made", async ({
  page,
}) => {
  test.skip(
    !hasPdftotext(),
    "pdftotext is not installed here (apt-get install -y poppler-utils; .ci/run installs it)",
  );
  await openCalculator(page, "fr", `http://fftt.localhost:${E2E_PORT}`);
  const { file } = await downloadPack(page, "fr", "pack-fftt");
  expect(pdfText(file)).toContain(brands.fftt.name);
  expect(pdfImages(file)[0]).toMatchObject({ page: 1, width: 256, height: 256 });
  expect(drawnLogo(file, brands.fftt).brandColour).toBe(true);
  expect(drawnLogo(file, brands.default).brandColour).toBe(false);

  // A logo that does not load leaves the header without it: the pack keeps its figures and charts.
  await page.route("**/brands/*.svg", (route) => route.fulfill({ status: 404, body: "" }));
  const { file: bare } = await downloadPack(page, "fr", "pack-fftt-no-logo");
  const text = pdfText(bare);
  expect(pdfImages(bare)).toEqual([]);
  expect(text).toContain(brands.fftt.name);
  expect(text).toContain(texts.fr("clubStats.compositionTitle"));
  expect(text).toContain(formatAmount(9100, "fr").replace(/[\u00a0\u202f]/g, " "));
});

test("the exports of an earlier season on screen carry that season, not today's (issue 38.2)", async ({
  page,
}) => {
  const t = texts.en;
  const last = previousSeason(seasonOf(new Date()));
  await openCalculator(page, "en");
  await page.goto(`/#/demo-club/calculator?season=${last}`);
  await expect(page.getByText(t("seasons.earlierNotice", { season: last }), { exact: true })).toBeVisible();
  await menuItem(page, "en", "menuCerfa");
  const dialog = page.getByRole("dialog", { name: t("calculator.exports.title") });
  const [csv] = await Promise.all([
    page.waitForEvent("download"),
    dialog.getByRole("button", { name: t("calculator.exports.downloadCsv") }).click(),
  ]);
  expect(csv.suggestedFilename()).toBe(`cerfa-12156-${last}.csv`);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  const { file, season } = await downloadPack(page, "en", "pack-last-season");
  expect(season).toBe(last);
  if (hasPdftotext()) expect(pdfText(file)).toContain(t("calculator.exports.pack.title", { season: last }));
});

test("the pack of a season with actuals prints the Réalisé column and the actual and projected results (season-money.md section 4)", async ({
  page,
}) => {
  test.skip(
    !hasPdftotext(),
    "pdftotext is not installed here (apt-get install -y poppler-utils; .ci/run installs it)",
  );
  const t = texts.fr;
  const money = (value: number) => formatAmount(value, "fr").replace(/[\u00a0\u202f]/g, " ");
  const season = seasonOf(new Date());
  await openCalculator(page, "fr");
  const login = await page.request.post("/api/auth/login", {
    data: { login: accounts.club, password: PASSWORD },
  });
  const headers = {
    "x-access-token": ((await login.json()) as { token: string }).token,
    "x-organization-id": "demo-club",
  };
  const clear = async () => {
    const list = (await (await page.request.get(`/api/actuals?season=${season}`, { headers })).json()) as {
      data: { transactions: { id: string }[] };
    };
    const ids = list.data.transactions.map((tx) => tx.id);
    if (ids.length)
      expect(
        (await page.request.post("/api/actuals/delete", { headers, data: { input: { ids } } })).status(),
      ).toBe(200);
  };
  await clear();
  try {
    // Without a transaction, the pack is as before: no column, no actual result.
    const head = (line: string) =>
      line.includes(t("calculator.exports.label")) &&
      line.includes(t("actuals.budget.forecast")) &&
      line.includes(t("actuals.budget.actual"));
    const before = pdfText((await downloadPack(page, "fr", "pack-no-actuals")).file);
    expect(before.split("\n").filter(head)).toEqual([]);
    expect(before).not.toContain(t("actuals.budget.projectedResult"));

    // A cheque of memberships typed by hand, not yet split by category: 756 and 75 receive it.
    const added = await page.request.post("/api/actuals/add", {
      headers,
      data: {
        input: {
          season,
          date: `${season.slice(0, 4)}-09-15`,
          amount: 1234.56,
          label: "Chèques cotisations",
          target: { memberships: null },
        },
      },
    });
    expect(added.status()).toBe(200);
    const summary = (
      (await (await page.request.get(`/api/actuals/summary?season=${season}`, { headers })).json()) as {
        data: { totals: Record<string, number> };
      }
    ).data;
    const lines = pdfText((await downloadPack(page, "fr", "pack-actuals")).file).split("\n");
    expect(lines.filter(head), "the budget's heads").toHaveLength(2);
    expect(
      lines.find(
        (line) =>
          line.includes("756 ") && line.includes(money(figures.totals.ST)) && line.includes(money(1234.56)),
      ),
      "the memberships' row",
    ).toBeDefined();
    // The results under the Actuals tab's names, with the server's figures.
    expect(
      lines.find(
        (line) =>
          line.includes(t("actuals.budget.actualResult")) &&
          line.includes(money(summary.totals.actualResult)),
      ),
    ).toBeDefined();
    expect(
      lines.find(
        (line) =>
          line.includes(t("actuals.budget.projectedResult")) &&
          line.includes(money(summary.totals.projectedResult)),
      ),
    ).toBeDefined();
    expect(summary.totals.actualResult).toBe(1234.56);
    // The cash plan's September comes from the bank, as on the Cash plan tab.
    expect(
      lines.find(
        (line) => line.includes(`(${t("calculator.cashPlan.actual")})`) && line.includes(money(1234.56)),
      ),
      "September from the bank",
    ).toBeDefined();
  } finally {
    await clear();
  }
});
