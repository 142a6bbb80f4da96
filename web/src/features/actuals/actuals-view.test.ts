import { describe, expect, it } from "vitest";
import { withPlaceIds } from "#core/calculator-ids";
import { workedExample } from "#core/cost-model/worked-example";
import {
  barPercent,
  barState,
  decodeBankFile,
  formatOf,
  linesOverFirst,
  targetOf,
  targetOptions,
  targetValue,
} from "./actuals-view";

const line = (id: string, charge: boolean, forecast: number, actual: number) => ({
  id,
  name: id,
  account: 60,
  charge,
  forecast,
  actual,
  remaining: forecast - actual,
  used: forecast ? actual / forecast : null,
});

describe("the Actuals tab's view", () => {
  it("offers every money line and category of the saved document, never a benefit in kind", () => {
    const options = targetOptions(
      withPlaceIds(workedExample()),
      (name) => `Cotisations ${name}`,
      "Cotisations (à répartir)",
    );
    expect(options.map((o) => o.value)).toEqual([
      "line:ff1",
      "line:ff2",
      "line:if1",
      "line:if2",
      "line:g1c1f1",
      "line:gs1",
      "line:g1c1s1",
      "memberships:g1c1",
      "memberships:g1c2",
      "memberships:g2c1",
      "memberships:",
    ]);
    expect(options.find((o) => o.value === "memberships:g2c1")?.label).toBe("Cotisations Loisir");
    // Lines without an id (never saved) cannot be assigned yet.
    expect(targetOptions(workedExample(), (n) => n, "x").map((o) => o.value)).toEqual(["memberships:"]);
  });

  it("reads a select's value back as the API's target", () => {
    for (const target of [{ line: "if1" }, { memberships: "g1c1" }, { memberships: null }])
      expect(targetOf(targetValue(target))).toEqual(target);
    expect(targetOf(targetValue(null))).toBeNull();
  });

  it("colours by meaning: a charge over its forecast, an income reached, the rest under way", () => {
    expect(barState(line("a", true, 1000, 1234.56))).toBe("over");
    expect(barState(line("a", true, 1000, 1000))).toBe("underWay");
    expect(barState(line("b", false, 2000, 2000))).toBe("reached");
    expect(barState(line("b", false, 2000, 500))).toBe("underWay");
    expect(barPercent(line("a", true, 1000, 1234.56))).toBe(100);
    expect(barPercent(line("a", true, 1000, 250))).toBe(25);
    expect(barPercent(line("a", true, 0, 5))).toBe(100);
  });

  it("lists the lines over budget first, most over first", () => {
    const lines = [
      line("a", true, 100, 50),
      line("b", true, 100, 150),
      line("c", false, 100, 300),
      line("d", true, 100, 400),
    ];
    expect(linesOverFirst({ lines }).map((l) => l.id)).toEqual(["d", "b", "a", "c"]);
  });

  it("tells a file's format by its name, else by its start", () => {
    expect(formatOf("releve.OFX", "")).toBe("ofx");
    expect(formatOf("camt053.xml", "")).toBe("camt053");
    expect(formatOf("export", "OFXHEADER:100")).toBe("ofx");
    expect(formatOf("export", "<?xml")).toBe("camt053");
    expect(formatOf("export.csv", "Date;Libellé")).toBe("csv");
  });

  it("reads Windows-1252 when the file is not UTF-8", () => {
    expect(decodeBankFile(new Uint8Array([0x44, 0xe9, 0x62, 0x69, 0x74]))).toBe("Débit");
    expect(decodeBankFile(new TextEncoder().encode("Débit"))).toBe("Débit");
  });
});
