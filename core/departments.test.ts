import { describe, expect, it } from "vitest";
import { departmentName, departmentOf, departmentSql } from "./departments";

describe("departmentOf", () => {
  it.each([
    ["75011", "75"],
    ["01000", "01"],
    ["20000", "2A"],
    ["20167", "2A"],
    ["20200", "2B"],
    ["20600", "2B"],
    ["97110", "971"],
    ["97200", "972"],
    ["97300", "973"],
    ["97400", "974"],
    ["97500", "975"],
    ["97600", "976"],
    ["98800", "988"],
    [" 69003 ", "69"],
    ["7501", ""],
    ["ABCDE", ""],
  ])("%s is in %s", (zip, department) => {
    expect(departmentOf(zip)).toBe(department);
  });

  it("agrees with its SQL form on every zip code prefix", async () => {
    const { createClient } = await import("@libsql/client");
    const client = createClient({ url: ":memory:" });
    const zips = [
      "",
      "7501",
      "ABCDE",
      ...Array.from({ length: 990 }, (_, i) => `${String(i + 10).padStart(3, "0")}00`),
    ];
    for (const zip of zips) {
      const { rows } = await client.execute({ sql: `select ${departmentSql("?1")} as d`, args: [zip] });
      expect([zip, rows[0].d]).toEqual([zip, departmentOf(zip)]);
    }
    client.close();
  });
});

describe("departmentName", () => {
  it.each([
    ["01", "Ain"],
    ["19", "Corrèze"],
    ["21", "Côte-d'Or"],
    ["69", "Rhône"],
    ["75", "Paris"],
    ["95", "Val-d'Oise"],
    ["2A", "Corse-du-Sud"],
    ["2B", "Haute-Corse"],
    ["974", "La Réunion"],
    ["976", "Mayotte"],
    ["20", ""],
    ["", ""],
  ])("%s is %s", (code, name) => {
    expect(departmentName(code)).toBe(name);
  });
});
