import { describe, expect, it } from "vitest";
import { evaluateCalculator, workedExample } from "#core/cost-model/index";
import { calculatorSchema, type Calculator } from "#core/schemas/calculator";
import {
  benefitTypesPresent,
  canAddScenario,
  presetsFor,
  SCENARIO_PRESETS,
  signedChange,
  withNewScenario,
  withoutScenario,
  withPaidBenefit,
  withScenarioChange,
  withScenarioName,
} from "./scenario-edits";

const example = (): Calculator => workedExample();
const grantCut = SCENARIO_PRESETS.find((preset) => preset.key === "grantCut")!;

describe("scenario edits on the worked example", () => {
  it("the grant -30 % preset is one scenario whose result is 860 (1,520 - 30 % of 2,000 and of U11's 200)", () => {
    const { calc, id } = withNewScenario(example(), "Grant -30 %", grantCut);
    expect(id).toBe("s1");
    expect(calc.scenarios).toEqual([
      {
        id: "s1",
        name: "Grant -30 %",
        membersPct: 0,
        subsidiesPct: -30,
        feesPct: 0,
        pricesPct: 0,
        paidBenefits: [],
      },
    ]);
    const evaluation = evaluateCalculator(calc);
    expect(evaluation.totals.result).toBe(1520);
    expect(evaluation.scenarios[0].totals.result).toBeCloseTo(860, 9);
    // What the screen stores is what the save accepts.
    expect(calculatorSchema.safeParse(calc).success).toBe(true);
  });

  it("renames, changes, marks paid and deletes without touching the baseline or other scenarios", () => {
    const base = example();
    let calc = withNewScenario(base, "A").calc;
    calc = withNewScenario(calc, "B").calc;
    calc = withScenarioName(calc, "s1", "  Fewer members ");
    calc = withScenarioName(calc, "s2", "   ");
    calc = withScenarioChange(calc, "s1", "membersPct", -10);
    calc = withPaidBenefit(calc, "s2", "GYM", true);
    calc = withPaidBenefit(calc, "s2", "FMP", true);
    calc = withPaidBenefit(calc, "s2", "FMP", false);
    expect(calc.scenarios?.map((s) => [s.id, s.name, s.membersPct, s.paidBenefits])).toEqual([
      ["s1", "Fewer members", -10, []],
      ["s2", "B", 0, ["GYM"]],
    ]);
    expect(calc.groups).toBe(base.groups);
    calc = withoutScenario(calc, "s1");
    expect(calc.scenarios?.map((s) => s.id)).toEqual(["s2"]);
    // A new one takes a free id, not the deleted one's place in the count.
    expect(withNewScenario(calc, "C").id).toBe("s3");
  });

  it("keeps a change within the schema's -100..1000 and refuses an eleventh scenario", () => {
    const calc = withNewScenario(example(), "A").calc;
    expect(withScenarioChange(calc, "s1", "subsidiesPct", -250).scenarios?.[0].subsidiesPct).toBe(-100);
    expect(withScenarioChange(calc, "s1", "feesPct", 5000).scenarios?.[0].feesPct).toBe(1000);
    expect(withScenarioChange(calc, "s1", "pricesPct", Number.NaN).scenarios?.[0].pricesPct).toBe(0);
    let full = example();
    for (let i = 0; i < 10; i++) full = withNewScenario(full, `S${i}`).calc;
    expect(canAddScenario(full)).toBe(false);
    expect(withNewScenario(full, "Eleventh")).toEqual({ calc: full, id: null });
  });

  it("offers the benefit types present, and the gym preset only with a gym", () => {
    expect(benefitTypesPresent(example())).toEqual(["GYM", "FMP", "CIS"]);
    expect(presetsFor(example()).map((p) => p.key)).toEqual(["grantCut", "membersDown", "gymPaid"]);
    const noGym = { ...example(), benefits: example().benefits.filter((b) => b.benefitType !== "GYM") };
    expect(presetsFor(noGym).map((p) => p.key)).toEqual(["grantCut", "membersDown"]);
  });

  it("writes a rise with its sign", () => {
    expect(signedChange(10, String)).toBe("+10");
    expect(signedChange(-30, String)).toBe("-30");
    expect(signedChange(0, String)).toBe("0");
  });
});
