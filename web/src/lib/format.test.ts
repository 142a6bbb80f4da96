import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatDay, formatNumericDate } from "./format";

// Issue 31.13, decision 154: dates in the interface's language.
describe("dates", () => {
  const moment = new Date(2026, 10, 26, 14, 5);

  it("are DD/MM/YYYY (HH:mm) in French, as product.md writes them", () => {
    expect(formatDate(moment, "fr")).toBe("26/11/2026");
    expect(formatDateTime(moment, "fr")).toBe("26/11/2026 14:05");
    expect(formatDay("2024-09-01", "fr")).toBe("01/09/2024");
  });

  it("name the month in English, so that no day reads as a month", () => {
    expect(formatDate(moment, "en")).toBe("26 Nov 2026");
    expect(formatDateTime(moment, "en")).toBe("26 Nov 2026, 14:05");
    expect(formatDay("2024-09-01", "en")).toMatch(/^1 Sept? 2024$/);
  });

  it("keep DD-MM-YYYY for the club list and its CSV, and nothing for what is no date", () => {
    expect(formatNumericDate(moment)).toBe("26-11-2026");
    expect(formatDate("not a date", "en")).toBe("");
    expect(formatDay("soon", "en")).toBe("soon");
  });
});
