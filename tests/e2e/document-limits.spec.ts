import { expect, test } from "./fixtures";
import { CALCULATOR_LIMITS } from "#core/schemas/calculator-basics";
import { texts } from "./locale-texts";
import { prepare } from "./screens";
import { accounts, logIn, PASSWORD } from "./session";

// Issue 39.1 (decision 213): the calculator's add buttons follow the document limits. With the club's
// other revenues at their limit, "add" says the limit in the person's language instead of opening a
// dialog whose line the next save would refuse.
for (const lang of ["fr", "en"] as const) {
  test(`an add button at the document's limit says it instead of adding (${lang})`, async ({ page }) => {
    const t = texts[lang];
    await prepare(page, lang, "light");
    await logIn(page, accounts.club, { lang });
    const login = await page.request.post("/api/auth/login", {
      data: { login: accounts.club, password: PASSWORD },
    });
    const headers = {
      "x-access-token": ((await login.json()) as { token: string }).token,
      "x-organization-id": "demo-club",
    };
    const doc = (
      (await (await page.request.get("/api/calculation/retrieve", { headers })).json()) as {
        data: { context: { version: number } };
      }
    ).data;
    const otherRevenues = Array.from({ length: CALCULATOR_LIMITS.globalLines }, (_, i) => ({
      name: `Revenue ${i + 1}`,
      value: 10,
    }));
    const input = {
      ...doc,
      otherRevenues,
      context: { version: doc.context.version, inputMembership: false },
    };
    expect((await page.request.post("/api/calculation/store", { headers, data: { input } })).status()).toBe(
      200,
    );

    await page.reload();
    const section = page.getByRole("region", { name: t("calculator.sections.otherRevenues"), exact: true });
    await expect(
      section.getByLabel(t("calculator.line.nameOf", { name: "Revenue 100" }), { exact: true }),
    ).toHaveValue("Revenue 100");
    await section
      .getByRole("button", { name: t("calculator.sections.otherRevenuesAdd"), exact: true })
      .click();
    await expect(page.getByText(t("checks.too_many_lines"), { exact: true })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    // Federal fees have room: their add button still opens its dialog.
    const fees = page.getByRole("region", { name: t("calculator.sections.federalFees"), exact: true });
    await fees.getByRole("button", { name: t("calculator.sections.federalFeesAdd"), exact: true }).click();
    await expect(page.getByRole("dialog", { name: t("calculator.sections.federalFeesAdd") })).toBeVisible();
  });
}
