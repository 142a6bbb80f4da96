import { afterEach, describe, expect, it, vi } from "vitest";

// Issue 23.8: the purge timer is tested on its own (platform/node/purge-timer.test.ts); this holds the
// Node server to starting it, and stopping it on SIGTERM. Everything the entry builds is a stand-in:
// no database, no port, no demo seed.
const stopPurge = vi.hoisted(() => vi.fn());
const startPurgeTimer = vi.hoisted(() => vi.fn(() => stopPurge));
const deps = vi.hoisted(() => ({ db: () => ({}), config: { version: "test" }, flags: {} }));

vi.mock("../platform/node/purge-timer", () => ({ startPurgeTimer }));
vi.mock("../platform/node/node-env", () => ({
  nodeEnv: () => ({
    DATABASE_URL: "libsql://stand-in.example.org",
    PORT: 0,
    HOST: "127.0.0.1",
    DEMO_DATA: false,
    RESEND_API_KEY: "stand-in",
  }),
}));
vi.mock("../platform/node/node-deps", () => ({ buildNodeDeps: async () => ({ deps, close: vi.fn() }) }));
vi.mock("../platform/node/static-pages", () => ({ staticPages: vi.fn() }));
vi.mock("../app", () => ({ createApp: () => ({ fetch: vi.fn() }) }));
vi.mock("@hono/node-server", () => ({ serve: () => ({ close: vi.fn() }) }));
vi.mock("../seed/demo", () => ({
  DEMO_PASSWORD: "",
  demoAccounts: [],
  hasDemoAccounts: async () => false,
  isEmpty: async () => false,
  seedDemo: vi.fn(),
}));

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("the Node server", () => {
  it("starts the daily purge with its dependencies, and stops it on SIGTERM", async () => {
    const before = {
      SIGTERM: new Set(process.listeners("SIGTERM")),
      SIGINT: new Set(process.listeners("SIGINT")),
    };
    const added = (signal: "SIGTERM" | "SIGINT") =>
      process.listeners(signal).filter((listener) => !before[signal].has(listener));
    await import("./node");
    await vi.waitFor(() => expect(startPurgeTimer).toHaveBeenCalledWith(deps));
    const [stop] = added("SIGTERM");
    expect(stop).toBeDefined();
    // The stop's fallback exit is on a timer: faked, it never fires in this test process.
    vi.useFakeTimers();
    vi.spyOn(process, "exit").mockImplementation(() => undefined as never);
    try {
      expect(stopPurge).not.toHaveBeenCalled();
      stop("SIGTERM");
      expect(stopPurge).toHaveBeenCalledTimes(1);
    } finally {
      for (const signal of ["SIGTERM", "SIGINT"] as const)
        for (const listener of added(signal)) process.removeListener(signal, listener);
    }
  });
});
