import { describe, expect, it } from "vitest";
import { savedWhen } from "./save-indicator";

describe("when the shown calculator was saved", () => {
  const now = new Date(2026, 10, 26, 15, 30);

  it("says only the time for a save of today", () => {
    expect(savedWhen(new Date(2026, 10, 26, 9, 5).toISOString(), now)).toEqual({ time: "09:05" });
  });

  it("says the day too for an earlier save (a past season's last save)", () => {
    const when = savedWhen(new Date(2026, 5, 30, 18, 0).toISOString(), now);
    expect(when?.time).toBe("18:00");
    expect(when?.date?.getMonth()).toBe(5);
  });

  it("says nothing for no date or a broken one", () => {
    expect(savedWhen(undefined, now)).toBeNull();
    expect(savedWhen("not a date", now)).toBeNull();
  });
});
