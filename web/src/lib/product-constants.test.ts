import { describe, expect, it } from "vitest";
import { footerVersion } from "./product-constants";

describe("the footer's version line (issue 31.13)", () => {
  it("shows the current year, whatever year the release was", () => {
    expect(footerVersion(new Date("2026-11-26T01:00:00Z"))).toEqual({ version: "3.0", year: 2026 });
    expect(footerVersion(new Date("2031-03-01T12:00:00Z")).year).toBe(2031);
    expect(footerVersion().year).toBe(new Date().getFullYear());
  });
});
