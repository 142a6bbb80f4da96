import { describe, expect, it } from "vitest";
import { fillMonths, monthOf } from "./monthly-series";

describe("fillMonths", () => {
  it("fills the months without data up to the current month, across a year end", () => {
    expect(
      fillMonths(
        [
          { label: "202511", value: 2 },
          { label: "202602", value: 1 },
        ],
        "202603",
      ),
    ).toEqual([
      { label: "202511", value: 2 },
      { label: "202512", value: 0 },
      { label: "202601", value: 0 },
      { label: "202602", value: 1 },
      { label: "202603", value: 0 },
    ]);
  });

  it("keeps an empty series empty", () => {
    expect(fillMonths([], "202603")).toEqual([]);
  });

  it("reads months in UTC", () => {
    expect(monthOf(Date.UTC(2026, 0, 31, 23, 59))).toBe("202601");
    expect(monthOf(Date.UTC(2026, 11, 1))).toBe("202612");
  });
});
