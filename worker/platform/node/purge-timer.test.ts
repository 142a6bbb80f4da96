import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FIRST_PURGE_AFTER_MS, PURGE_EVERY_MS, startPurgeTimer } from "./purge-timer";

const purgeExpired = vi.hoisted(() => vi.fn());
vi.mock("../../services/maintenance/purge", () => ({ purgeExpired }));

const deps = () => ({
  db: () => ({}) as never,
  clock: { now: () => 0 },
  log: { info: vi.fn(), warn: vi.fn(), error: vi.fn() },
});

describe("the Node purge timer", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    purgeExpired.mockReset();
  });
  afterEach(() => vi.useRealTimers());

  it("purges a minute after the start, then daily, on timers that do not hold the process", async () => {
    purgeExpired.mockResolvedValue({ refreshTokens: 1, resetLinks: 0, outboxMails: 0, historyVersions: 0 });
    const intervals = vi.spyOn(globalThis, "setInterval");
    const d = deps();
    const stop = startPurgeTimer(d);
    expect(intervals.mock.results[0].value.hasRef()).toBe(false);
    await vi.advanceTimersByTimeAsync(FIRST_PURGE_AFTER_MS);
    expect(purgeExpired).toHaveBeenCalledTimes(1);
    expect(d.log.info).toHaveBeenCalledWith("purge", {
      refreshTokens: 1,
      resetLinks: 0,
      outboxMails: 0,
      historyVersions: 0,
    });
    await vi.advanceTimersByTimeAsync(PURGE_EVERY_MS);
    expect(purgeExpired).toHaveBeenCalledTimes(2);
    stop();
    await vi.advanceTimersByTimeAsync(2 * PURGE_EVERY_MS);
    expect(purgeExpired).toHaveBeenCalledTimes(2);
  });

  it("logs a failed run and tries again the next day", async () => {
    purgeExpired.mockRejectedValueOnce(new Error("database is locked")).mockResolvedValue({});
    const d = deps();
    const stop = startPurgeTimer(d);
    await vi.advanceTimersByTimeAsync(FIRST_PURGE_AFTER_MS);
    expect(d.log.error).toHaveBeenCalledWith(
      "the scheduled purge failed",
      expect.objectContaining({ detail: "database is locked" }),
    );
    await vi.advanceTimersByTimeAsync(PURGE_EVERY_MS);
    expect(purgeExpired).toHaveBeenCalledTimes(2);
    stop();
  });
});
