import { describe, expect, it } from "vitest";
import { withPlaceIds } from "../calculator-ids";
import { workedExample } from "../cost-model/worked-example";
import { cerfa15059Csv, cerfa15059Rows } from "./cerfa-15059";
import { ruleFor } from "./rules";
import { actualsSummary, type SummaryTransaction } from "./summary";
import { targetExists, targetsOf } from "./target";

// The worked example with the ids of their places: ff1 Licences, if1 Coach, if2 Equipment, gs1 City, g1c1 U11 (its fee g1c1f1, grant g1c1s1), g1c2 U15, g2c1 Loisir.
const example = withPlaceIds(workedExample());
const tx = (amountCents: number, target: SummaryTransaction["target"]): SummaryTransaction => ({
  amountCents,
  target,
});
const season: SummaryTransaction[] = [
  tx(200000, { line: "gs1" }),
  tx(-300000, { line: "if1" }),
  tx(-123456, { line: "if2" }),
  tx(-85000, { line: "ff1" }),
  tx(100000, { memberships: "g1c1" }),
  tx(231050, { memberships: null }),
  tx(1000, null),
  tx(-500, null),
  tx(-700, { line: "a line since removed" }),
];

describe("budget against actual (season-money.md section 4)", () => {
  const summary = actualsSummary(example, season);
  const line = (id: string) => summary.lines.find((l) => l.id === id);

  it("gives each line its forecast, actual, remaining and used, a charge as a positive number", () => {
    expect(line("if1")).toEqual({
      id: "if1",
      name: "Coach",
      account: 60,
      charge: true,
      forecast: 9000,
      actual: 3000,
      remaining: 6000,
      used: 3000 / 9000,
    });
    expect(line("if2")).toMatchObject({ forecast: 1000, actual: 1234.56, remaining: -234.56 });
    expect(line("gs1")).toMatchObject({ charge: false, forecast: 2000, actual: 2000, remaining: 0, used: 1 });
    expect(line("g1c1s1")).toMatchObject({ forecast: 200, actual: 0, used: 0 });
    expect(summary.lines.map((l) => l.id)).toEqual(["ff1", "ff2", "if1", "if2", "gs1", "g1c1f1", "g1c1s1"]);
  });

  it("a line forecast at 0 has no used ratio", () => {
    const doc = structuredClone(example);
    doc.internalFees[1].value = 0;
    expect(actualsSummary(doc, season).lines.find((l) => l.id === "if2")?.used).toBeNull();
  });

  it("gives each category's memberships (M x n) and those not yet split", () => {
    expect(summary.memberships).toEqual([
      { categoryId: "g1c1", name: "U11", forecast: 1920, actual: 1000 },
      { categoryId: "g1c2", name: "U15", forecast: 3300, actual: 0 },
      { categoryId: "g2c1", name: "Loisir", forecast: 7500, actual: 0 },
      { categoryId: null, name: "", forecast: 0, actual: 2310.5 },
    ]);
  });

  it("totals: the forecast result, the actual result of assigned money, the projected result", () => {
    // Projected: the forecast 1,520 less Equipment's 234.56 over; memberships not split fill the categories' rests.
    expect(summary.totals).toEqual({ forecastResult: 1520, actualResult: 225.94, projectedResult: 1285.44 });
    const more = actualsSummary(example, [...season, tx(1000000, { memberships: null })]);
    // 12,310.50 not split against 11,720 still expected: 590.50 over.
    expect(more.totals.projectedResult).toBe(1285.44 + 590.5);
  });

  it("counts unassigned money, a target the calculator no longer has included", () => {
    expect(summary.unassigned).toEqual({ count: 3, amountIn: 10, amountOut: 12 });
  });

  it("per Cerfa account: the Cerfa 12156 forecast beside the actuals, memberships in 75 and 756", () => {
    const account = (a: string) => summary.accounts.find((row) => row.account === a);
    expect(account("60")).toEqual({ account: "60", forecast: 10400, actual: 4234.56 });
    expect(account("62")).toEqual({ account: "62", forecast: 3000, actual: 850 });
    expect(account("74")).toEqual({ account: "74", forecast: 2200, actual: 2000 });
    expect(account("75")).toEqual({ account: "75", forecast: 12720, actual: 3310.5 });
    expect(account("756")).toEqual({ account: "756", forecast: 12720, actual: 3310.5 });
  });
});

describe("targets", () => {
  const targets = targetsOf(example);
  it("are the money lines and the categories, never a benefit in kind", () => {
    expect(targetExists(targets, { line: "g1c1f1" })).toBe(true);
    expect(targetExists(targets, { memberships: "g2c1" })).toBe(true);
    expect(targetExists(targets, { memberships: null })).toBe(true);
    const benefit = example.benefits?.[0]?.id;
    expect(benefit).toBeTruthy();
    expect(targetExists(targets, { line: benefit as string })).toBe(false);
    expect(targetExists(targets, { line: "g2c1" })).toBe(false);
    expect(targetExists(targets, { memberships: "gs1" })).toBe(false);
  });
});

describe("rules", () => {
  const rules = [
    { contains: "Intersport", target: { line: "if2" }, sign: -1 as const },
    { contains: "mairie", target: { line: "gs1" }, sign: 1 as const },
    { contains: "adhésion", target: { memberships: null } },
    { contains: "mairie", target: { line: "if1" } },
  ];
  it("the first whose text is in the label, case and accents ignored, and whose sign fits", () => {
    expect(ruleFor(rules, "VIR MAIRIE DE VILLEBON", 600000)?.target).toEqual({ line: "gs1" });
    expect(ruleFor(rules, "REMISE CHEQUES ADHESIONS", 231050)?.target).toEqual({ memberships: null });
    expect(ruleFor(rules, "CB INTERSPORT", -123456)?.target).toEqual({ line: "if2" });
    // A refund from Intersport (money in) does not fit the first rule; a payment to the town hall takes the fourth.
    expect(ruleFor(rules, "CB INTERSPORT REMBOURSEMENT", 2000)).toBeUndefined();
    expect(ruleFor(rules, "PRLV MAIRIE LOYER", -5000)?.target).toEqual({ line: "if1" });
    expect(ruleFor([{ contains: "  ", target: { line: "x" } }], "any", 1)).toBeUndefined();
  });
});

describe("Cerfa 15059", () => {
  const summary = actualsSummary(example, season);
  const rows = cerfa15059Rows(
    example,
    summary,
    new Map([
      ["60", 'Maillots; "neufs"'],
      ["74", "=SUM(A1)"],
    ]),
  );
  const row = (account: string) => rows.find((r) => r.account === account);

  it("sets the actuals beside the Cerfa 12156 forecast, with the gap and its percent", () => {
    expect(row("60")).toEqual({
      account: "60",
      label: "Achats",
      forecast: 10400,
      actual: 4234.56,
      gap: -6165.44,
      gapPercent: -59.3,
      explanation: 'Maillots; "neufs"',
    });
    expect(row("6")).toMatchObject({ forecast: 13400, actual: 5084.56 });
    // 7 adds 70, 74 and 75 (memberships inside), never 756 a second time.
    expect(row("7")).toMatchObject({ forecast: 14920, actual: 5310.5 });
    expect(row("63")).toMatchObject({ forecast: 0, actual: 0, gapPercent: null });
  });

  it("in kind: realised = forecast", () => {
    expect(row("86")).toMatchObject({ forecast: 9100, actual: 9100, gap: 0, gapPercent: 0 });
    expect(row("864")).toMatchObject({ forecast: 4233, actual: 4233 });
  });

  it("writes the CSV French Excel opens, explanations quoted and never read as formulas", () => {
    const csv = cerfa15059Csv(rows);
    expect(csv.startsWith("\uFEFFcompte;libellé;prévision;réalisation;écart;écart %;explication\r\n")).toBe(
      true,
    );
    expect(csv).toContain('\r\n60;Achats;10400,00;4234,56;-6165,44;-59,3;"Maillots; ""neufs"""\r\n');
    expect(csv).toContain(";'=SUM(A1)\r\n");
  });
});
