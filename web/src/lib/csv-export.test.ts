import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv-export";

describe("csv export", () => {
  it("starts with a BOM, separates with ';' and ends lines with CRLF", () => {
    expect(
      toCsv([
        ["code", "name"],
        ["A1", "Été"],
      ]),
    ).toBe("\uFEFFcode;name\r\nA1;Été\r\n");
  });

  it("writes numbers with a decimal comma and no grouping", () => {
    expect([csvCell(15230.5), csvCell(-12.25), csvCell(3), csvCell(Number.NaN)]).toEqual([
      "15230,5",
      "-12,25",
      "3",
      "",
    ]);
  });

  it("neutralises text that a spreadsheet would run as a formula", () => {
    expect(["=1+1", "+33 6", "-2", "@SUM(A1)", "\tx", "\rx", "a=b"].map(csvCell)).toEqual([
      "'=1+1",
      "'+33 6",
      "'-2",
      "'@SUM(A1)",
      "'\tx",
      '"\'\rx"',
      "a=b",
    ]);
  });

  it("quotes cells holding the separator, quotes or line breaks", () => {
    expect([csvCell('Club "Les As"'), csvCell("A;B"), csvCell("two\nlines"), csvCell(null)]).toEqual([
      '"Club ""Les As"""',
      '"A;B"',
      '"two\nlines"',
      "",
    ]);
  });
});
