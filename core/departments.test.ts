import { describe, expect, it } from "vitest";
import { departmentOf } from "./departments";

describe("departmentOf", () => {
  it.each([
    ["75011", "75"],
    ["01000", "01"],
    ["20000", "2A"],
    ["20167", "2A"],
    ["20200", "2B"],
    ["20600", "2B"],
    ["97400", "974"],
    ["97600", "976"],
    ["98800", "988"],
    ["7501", ""],
    ["ABCDE", ""],
  ])("%s is in %s", (zip, department) => {
    expect(departmentOf(zip)).toBe(department);
  });
});
