import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { formatAmount } from "#core/cost-model/index";
import { seasonOf } from "#core/season";
import { texts } from "./locale-texts";
import { type Lang, prepare, viewports } from "./screens";
import { accounts, CLUB, logIn, PASSWORD, problems, scan, useAxeScans } from "./walk";

useAxeScans();

// Issue 42 (season-money.md section 4): the demo club holds the worked example. Its bank's OFX file
// (tests/fixtures/bank/ofx1-sgml.ofx, moved to the current season) is imported on the Actuals tab:
// three transactions in the season, one before it skipped. The card payment at Intersport (1,234.56)
// is assigned to Equipment (forecast 1,000) with a rule: Equipment comes first, 234.56 over budget, and
// the projected result is the server's; imported again, the rule assigns it alone. The Cerfa 15059 CSV
// gives account 60 its 1,234.56.

const season = seasonOf(new Date());
const year = season.slice(0, 4);
const ofx = () =>
  Buffer.from(readFileSync("tests/fixtures/bank/ofx1-sgml.ofx", "utf8").replaceAll("2026", year));
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

async function apiHeaders(page: Page): Promise<Record<string, string>> {
  const login = await page.request.post("/api/auth/login", {
    data: { login: accounts.club, password: PASSWORD },
  });
  const token = ((await login.json()) as { token: string }).token;
  return { "x-access-token": token, "x-organization-id": CLUB.id };
}

/** Removes the season's transactions (the rules stay: each language adds its own). */
async function clearActuals(page: Page, headers: Record<string, string>) {
  const answer = await page.request.get(`/api/actuals?season=${season}`, { headers });
  const ids = ((await answer.json()) as { data: { transactions: { id: string }[] } }).data.transactions.map(
    (tx) => tx.id,
  );
  if (ids.length)
    expect(
      (await page.request.post("/api/actuals/delete", { headers, data: { input: { ids } } })).status(),
    ).toBe(200);
}

async function importOfx(page: Page, lang: Lang) {
  const t = texts[lang];
  const panel = page.getByRole("tabpanel");
  await panel
    .getByLabel(t("actuals.import.file"))
    .setInputFiles({ name: "releve.ofx", mimeType: "application/x-ofx", buffer: ofx() });
  const confirm = panel.getByRole("button", { name: t("actuals.import.confirm_other", { count: 3 }) });
  await expect(confirm).toBeVisible();
  await confirm.click();
  await expect(panel.getByRole("button", { name: t("actuals.import.undo") })).toBeVisible();
  await expect(panel.getByTestId("actuals-row")).toHaveCount(3);
}

for (const lang of ["fr", "en"] as Lang[]) {
  test(`actuals: an OFX file imported, a payment assigned with a rule, budget against actual, the Cerfa 15059 (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const t = texts[lang];
    const money = (value: number) => plain(formatAmount(value, lang));
    await prepare(page, lang, "light");
    await logIn(page, t, accounts.club);
    await expect(page).toHaveURL(/\/calculator$/);
    const headers = await apiHeaders(page);
    await clearActuals(page, headers);

    await page.getByRole("tab", { name: t("calculator.tabs.actuals") }).click();
    const panel = page.getByRole("tabpanel");
    await expect(panel.getByRole("heading", { name: t("actuals.budget.heading") })).toBeVisible();
    await importOfx(page, lang);

    // The Intersport payment to Equipment, remembered as a rule.
    await panel.getByLabel(t("actuals.list.select", { label: "CB INTERSPORT MAILLOTS" })).check();
    await panel.getByLabel(t("actuals.list.assignTo")).selectOption({ label: "Equipment" });
    await panel.getByLabel(t("actuals.list.remember")).fill("Intersport");
    await panel.getByRole("button", { name: t("actuals.list.assign", { count: 1 }) }).click();
    const intersport = panel.getByTestId("actuals-row").filter({ hasText: "CB INTERSPORT MAILLOTS" });
    await expect(intersport).toContainText("Equipment");

    // Budget against actual: Equipment first, over by 234.56; the results as the server sums them.
    const first = panel.getByTestId("actuals-line").first();
    await expect(first).toHaveAttribute("data-state", "over");
    await expect(first).toContainText("Equipment");
    await expect(first).toContainText(plain(t("actuals.budget.over", { amount: money(234.56) })), {
      useInnerText: true,
    });
    const summary = (
      (await (await page.request.get(`/api/actuals/summary?season=${season}`, { headers })).json()) as {
        data: { totals: Record<string, number> };
      }
    ).data;
    for (const key of ["forecastResult", "actualResult", "projectedResult"]) {
      await expect(panel.getByTestId(`actuals-${key}`)).toContainText(money(summary.totals[key]), {
        useInnerText: true,
      });
    }
    // The budget's sticky summary shows the same projected result, under the same name (issue 46.4).
    await page.getByRole("tab", { name: t("calculator.tabs.calculator") }).click();
    const projected = page.getByTestId("summary-projected");
    await expect(projected).toContainText(t("calculator.summary.projected"));
    await expect(projected).toContainText(money(summary.totals.projectedResult), { useInnerText: true });
    await page.getByRole("tab", { name: t("calculator.tabs.actuals") }).click();
    // The town's grant and the federation's direct debit are left to assign.
    await expect(panel.getByTestId("actuals-unassigned")).toHaveText(
      plain(t("actuals.budget.unassigned_other", { count: 2, in: money(6000), out: money(850) })),
      {
        useInnerText: true,
      },
    );

    await scan(page, "actuals: the actuals tab", lang, "desktop");
    expect(problems).toEqual([]);

    // The gap of account 60 explained, kept with the actuals (saved when the field is left).
    const why = lang === "fr" ? "Maillots remplacés" : "Shirts replaced";
    await panel.getByLabel(t("actuals.explain.of", { account: "60" })).fill(why);
    await Promise.all([
      page.waitForResponse((r) => r.url().includes("/api/actuals/explain") && r.status() === 200),
      panel.getByLabel(t("actuals.explain.of", { account: "60" })).blur(),
    ]);

    // The Cerfa 15059: account 60 realised 1,234.56, with the treasurer's explanation.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      panel.getByRole("button", { name: t("actuals.budget.download") }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`cerfa-15059-${season}.csv`);
    const bytes = readFileSync(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString("utf8").split("\r\n");
    expect(lines[0]).toBe("compte;libellé;prévision;réalisation;écart;écart %;explication");
    expect(lines.find((line) => line.startsWith("60;"))).toMatch(
      new RegExp(`^60;Achats;[\\d,]+;1234,56;-?[\\d,]+;-?[\\d,]*;${why}$`),
    );

    // Imported again from nothing: the rule assigns the payment alone.
    await clearActuals(page, headers);
    await page.reload();
    await page.getByRole("tab", { name: t("calculator.tabs.actuals") }).click();
    await importOfx(page, lang);
    await expect(
      panel.getByTestId("actuals-row").filter({ hasText: "CB INTERSPORT MAILLOTS" }),
    ).toContainText("Equipment");

    // On a phone: the transactions as cards, the bars beneath the results.
    await page.setViewportSize(viewports.phone);
    await expect(panel.getByTestId("actuals-row").first()).toBeVisible();
    await scan(page, "actuals: the actuals tab", lang, "phone");
    expect(problems).toEqual([]);
    await clearActuals(page, headers);
  });
}

for (const lang of ["fr", "en"] as Lang[]) {
  test(`actuals: a bank's CSV with its proposed columns to confirm, a wrong decimal mark explained with its line (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const t = texts[lang];
    await prepare(page, lang, "light");
    await logIn(page, t, accounts.club);
    await expect(page).toHaveURL(/\/calculator$/);
    const headers = await apiHeaders(page);
    await clearActuals(page, headers);
    await page.getByRole("tab", { name: t("calculator.tabs.actuals") }).click();
    const panel = page.getByRole("tabpanel");
    const csv = Buffer.from(
      readFileSync("tests/fixtures/bank/csv-semicolon-debit-credit.csv", "utf8").replaceAll("2026", year),
    );
    await panel
      .getByLabel(t("actuals.import.file"))
      .setInputFiles({ name: "releve.csv", mimeType: "text/csv", buffer: csv });

    // The columns read from the header below the account's details: debit and credit, a decimal comma.
    const columns = panel.getByRole("group", { name: t("actuals.import.mappingHeading") });
    await expect(columns.getByLabel(t("actuals.import.column.debit"))).toHaveValue("Débit euros");
    await expect(columns.getByLabel(t("actuals.import.column.credit"))).toHaveValue("Crédit euros");
    await expect(
      panel.getByRole("button", { name: t("actuals.import.confirm_other", { count: 4 }) }),
    ).toBeVisible();

    // A decimal point read "6 000,00" as no amount: the line where reading stopped, in the person's language.
    await columns.getByLabel(t("actuals.import.decimal")).selectOption(".");
    await expect(panel.getByRole("alert")).toHaveText(
      t("actuals.import.errors.badAmount", { line: 8, value: "6 000,00" }),
    );
    await expect(
      panel.getByRole("button", { name: t("actuals.import.confirm_other", { count: 4 }) }),
    ).toHaveCount(0);
    expect(
      (await (await page.request.get(`/api/actuals?season=${season}`, { headers })).json()).data.transactions,
    ).toHaveLength(0);

    // The columns stay to be corrected: the comma back, the four transactions of the season imported.
    await columns.getByLabel(t("actuals.import.decimal")).selectOption(",");
    await expect(panel.getByRole("alert")).toHaveCount(0);
    await panel.getByRole("button", { name: t("actuals.import.confirm_other", { count: 4 }) }).click();
    await expect(panel.getByTestId("actuals-row")).toHaveCount(4);
    await expect(
      panel.getByTestId("actuals-row").filter({ hasText: "REMISE CHEQUES ; ADHESIONS" }),
    ).toBeVisible();
    await clearActuals(page, headers);
  });
}
