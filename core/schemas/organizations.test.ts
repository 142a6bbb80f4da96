import { describe, expect, it } from "vitest";
import { federationInputSchema, isCalendarDate } from "./organizations";

describe("isCalendarDate", () => {
  it("takes days of the calendar, alone or with a time", () => {
    for (const day of [
      "2027-11-23",
      "2028-02-29",
      "2030-12-31",
      "2027-11-23T00:00:00Z",
      "2027-11-23T10:20:30.123+01:00",
    ])
      expect([day, isCalendarDate(day)]).toEqual([day, true]);
  });
  it("refuses days that do not exist and anything after the day but a time", () => {
    for (const day of [
      "2027-02-29",
      "2026-13-01",
      "2026-00-10",
      "2026-04-31",
      "2025-12-01xyz",
      "2025-12-1",
      "0999-01-01",
      "",
      "2027-11-23T",
    ])
      expect([day, isCalendarDate(day)]).toEqual([day, false]);
  });
  it("keeps the day of a date and time", () => {
    const parsed = federationInputSchema.parse({
      name: "F",
      logo: "/brands/default.svg",
      contact: "a@b.org",
      contractEnd: " 2027-11-23T08:00:00Z ",
    });
    expect(parsed.contractEnd).toBe("2027-11-23");
  });
});
