import { describe, expect, it } from "vitest";
import { accountOf, DEFAULT_ACCOUNTS } from "./cerfa-accounts";
import { cerfaAmount, cerfaBudget, cerfaCsv } from "./cerfa";
import { evaluateFigures } from "./cost-model/evaluate";
import { workedExample } from "./cost-model/worked-example";
import { calculatorSchema } from "./schemas/calculator";

const amounts = (rows: { account: string; amount: number }[]) =>
  Object.fromEntries(rows.map((r) => [r.account, r.amount]));

describe("Cerfa 12156 budget of the worked example (cost-model.md)", () => {
  const budget = cerfaBudget(workedExample());
  const byAccount = amounts(budget.rows);

  it("puts the fees in their default classes: internal and category fees 60, federal fees 62", () => {
    expect(byAccount["60"]).toBe(10_400);
    expect(byAccount["62"]).toBe(3000);
    expect(byAccount["61"]).toBe(0);
    // Total charges = the estimated budget.
    expect(byAccount["6"]).toBe(13_400);
  });

  it("puts subsidies in 74, memberships (ST) in 756 inside 75, and the result is ST - NC", () => {
    expect(byAccount["74"]).toBe(2200);
    expect(byAccount["75"]).toBe(12_720);
    expect(byAccount["756"]).toBe(evaluateFigures(workedExample()).totals.ST);
    expect(byAccount["7"]).toBe(14_920);
    expect(budget.result).toBe(1520);
  });

  it("values the contributions in kind with 86 = 87 = BK = 9,100", () => {
    expect(byAccount["861"]).toBe(4530);
    expect(byAccount["864"]).toBe(4233);
    expect(byAccount["862"]).toBe(337);
    expect(byAccount["870"]).toBe(4233);
    expect(byAccount["871"]).toBe(4867);
    expect(byAccount["86"]).toBe(9100);
    expect(byAccount["87"]).toBe(9100);
  });

  it("writes a CSV French Excel opens: BOM, ';', decimal comma, CRLF", () => {
    const csv = cerfaCsv(budget.rows);
    expect(csv.startsWith("\uFEFFcompte;libellé;montant\r\n")).toBe(true);
    expect(csv).toContain("\r\n86;Total des emplois des contributions volontaires en nature;9100,00\r\n");
    expect(csv).toContain("\r\n87;Total des contributions volontaires en nature;9100,00\r\n");
    expect(csv).toContain("\r\n756;dont cotisations;12720,00\r\n");
    expect(csv.split("\r\n")).toHaveLength(budget.rows.length + 2);
    expect(cerfaAmount(4233.0000001)).toBe("4233,00");
    expect(cerfaAmount(0.125)).toBe("0,13");
  });

  it("labels the rows in English when asked", () => {
    expect(cerfaBudget(workedExample(), "en").rows.find((r) => r.account === "74")?.label).toBe(
      "Operating subsidies",
    );
  });
});

describe("a line's own class", () => {
  it("moves the line and keeps the totals", () => {
    const doc = workedExample();
    doc.internalFees[0].account = 64;
    doc.globalSubsidies[0].account = 70;
    doc.otherRevenues = [{ name: "Bar", value: 500 }];
    const byAccount = amounts(cerfaBudget(doc).rows);
    expect(byAccount["64"]).toBe(9000);
    expect(byAccount["60"]).toBe(1400);
    expect(byAccount["70"]).toBe(2000);
    expect(byAccount["74"]).toBe(200);
    // Other revenues lower S, so the computed prices and ST move: 75 = 500 + the new ST.
    expect(byAccount["75"]).toBe(500 + evaluateFigures(doc).totals.ST);
    expect(byAccount["6"]).toBe(13_400);
  });

  it("falls back to the list's default when it does not fit the list", () => {
    expect(accountOf({ account: 74 }, "federalFees")).toBe(DEFAULT_ACCOUNTS.federalFees);
    expect(accountOf({}, "otherRevenues")).toBe(75);
  });

  it("is optional (saved documents load) and refused on the wrong side with the field", () => {
    expect(calculatorSchema.safeParse(workedExample()).success).toBe(true);
    const doc = workedExample();
    doc.federalFees[1].account = 74;
    const parsed = calculatorSchema.safeParse(doc);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({
      message: "error_account_invalid",
      path: ["federalFees", 1, "account"],
    });
    const unknown = workedExample();
    unknown.globalSubsidies[0].account = 99;
    expect(calculatorSchema.safeParse(unknown).error?.issues[0].path).toEqual([
      "globalSubsidies",
      0,
      "account",
    ]);
  });

  it("survives an empty document", () => {
    const budget = cerfaBudget({});
    expect(budget.total86.amount).toBe(0);
    expect(budget.result).toBe(0);
  });
});
