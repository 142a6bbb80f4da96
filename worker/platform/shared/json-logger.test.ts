import { afterEach, describe, expect, it, vi } from "vitest";
import { consoleLogger } from "../node/logger";
import { buildWorkerDeps } from "../workers/workers-deps";
import { jsonLogger, logLine } from "./json-logger";

// Logs as JSON lines on both runtimes (decision 217): Workers Logs and a log shipper filter by field.

afterEach(() => vi.restoreAllMocks());

/** What each console method printed, in order. */
function consoleLines() {
  const lines: { method: string; text: string }[] = [];
  for (const method of ["error", "warn", "log", "info"] as const) {
    vi.spyOn(console, method).mockImplementation(
      (...parts: unknown[]) => void lines.push({ method, text: parts.map(String).join(" ") }),
    );
  }
  return lines;
}

describe("JSON log lines", () => {
  it("are one object per line: level, msg, then the detail's fields; a plain detail goes under detail", () => {
    expect(
      JSON.parse(logLine("error", "database unavailable", { route: "/api/auth/login", status: 503 })),
    ).toEqual({
      level: "error",
      msg: "database unavailable",
      route: "/api/auth/login",
      status: 503,
    });
    expect(JSON.parse(logLine("warn", "feature flag", "odd value"))).toEqual({
      level: "warn",
      msg: "feature flag",
      detail: "odd value",
    });
    expect(logLine("info", "purge")).toBe('{"level":"info","msg":"purge"}');
    expect(logLine("error", "real", { msg: "forged", level: "info", route: "/api/x" })).toBe(
      '{"level":"error","msg":"real","route":"/api/x"}',
    );
  });

  it("log errors always, warnings and info only with DEBUG", () => {
    const written: string[] = [];
    const quiet = jsonLogger(false, (_level, line) => written.push(line));
    quiet.info("a");
    quiet.warn("b");
    quiet.error("c");
    expect(written.map((line) => JSON.parse(line).msg)).toEqual(["c"]);
    const chatty = jsonLogger(true, (_level, line) => written.push(line));
    chatty.info("d");
    expect(JSON.parse(written.at(-1)!)).toEqual({ level: "info", msg: "d" });
  });

  it("come out of the Node server's logger and the Worker's, through the console method of their level", () => {
    const lines = consoleLines();
    consoleLogger(true).warn("feature flag", { flag: "payment" });
    const { deps } = buildWorkerDeps({
      DATABASE_URL: "libsql://clubcost-example.turso.io",
      JWT_SECRET: "a-secret-long-enough-for-the-config-check",
      FLAGS: { get: async () => null },
      ASSETS: { fetch: async () => new Response("asset") },
    });
    deps.log.error("database unavailable", { cause: "FETCH_ERROR" });
    expect(lines.map(({ method, text }) => [method, JSON.parse(text)])).toEqual([
      ["warn", { level: "warn", msg: "feature flag", flag: "payment" }],
      ["error", { level: "error", msg: "database unavailable", cause: "FETCH_ERROR" }],
    ]);
  });
});
