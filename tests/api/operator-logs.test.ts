import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient } from "@libsql/client/web";
import { drizzle } from "drizzle-orm/libsql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../worker/db/schema";
import { unreachableTaggedFetch } from "../../worker/db/unreachable-fetch";
import type { Database, Logger } from "../../worker/deps";
import { type LibsqlHttpServer, startLibsqlHttpServer } from "../support/libsql-http-server";
import { createTestApp } from "../support/test-app";

// What an operator reads when the database fails: the cause, the route and the ray, never people's data.

/** A database reached as the Worker reaches Turso: the web client, its fetch failures tagged. */
const webDatabase = (url: string, authToken?: string) =>
  drizzle(createClient({ url, authToken, fetch: unreachableTaggedFetch() }), {
    schema,
  }) as unknown as Database;

/** The error lines, and apart from them each call's "request" line (worker/http/request-log.ts) at any level. */
function capturingLog() {
  const lines: string[] = [];
  const requests: { level: string; detail: Record<string, unknown> }[] = [];
  const at =
    (level: string) =>
    (message: string, detail?: unknown): void => {
      if (message === "request") requests.push({ level, detail: detail as Record<string, unknown> });
      else if (level === "error") lines.push(`${message} ${JSON.stringify(detail ?? "")}`);
    };
  const log: Logger = { error: at("error"), warn: at("warn"), info: at("info") };
  return { lines, requests, log };
}

let server: LibsqlHttpServer;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "clubcost-logs-"));
  server = await startLibsqlHttpServer({ file: join(dir, "db.sqlite"), authToken: "the-right-token" });
});
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function failingLogin(db: Database) {
  const { lines, requests, log } = capturingLog();
  const app = await createTestApp({ demo: false, overrides: { db: () => db, log } });
  const answer = await app.call("/api/auth/login?email=someone%40example.org", {
    method: "POST",
    headers: { "cf-ray": "8f00aa11bb22cc33-CDG" },
    json: { login: "person.private@example.org", password: "a-password-123" },
  });
  app.close();
  return { answer, lines, requests };
}

describe("database failures in the logs", () => {
  it("log a wrong token and an unreachable database with different causes, the route and the ray", async () => {
    const wrongToken = await failingLogin(webDatabase(server.url, "a-wrong-token"));
    const closedPort = await failingLogin(webDatabase("http://127.0.0.1:9"));
    for (const { answer } of [wrongToken, closedPort])
      expect([answer.http, answer.body.status]).toEqual([503, 2]);
    expect(wrongToken.lines).toHaveLength(1);
    expect(closedPort.lines).toHaveLength(1);
    expect(wrongToken.lines[0]).toContain('"cause":"SERVER_ERROR 401"');
    expect(closedPort.lines[0]).toContain('"cause":"FETCH_ERROR"');
    for (const line of [wrongToken.lines[0], closedPort.lines[0]]) {
      expect(line).toContain('"method":"POST","path":"/api/auth/login","ray":"8f00aa11bb22cc33-CDG"');
    }
  });

  it("never carry an e-mail address, from the query string or from the query's parameters", async () => {
    const { lines } = await failingLogin(webDatabase(server.url, "a-wrong-token"));
    expect(lines.join("\n")).not.toMatch(/someone|person\.private|example\.org|a-password/);
  });

  it("leave drizzle's parameters out of an unexpected error's line", async () => {
    // A database without tables: "no such table" is a bug rather than an outage (500), and drizzle's
    // message around it lists the query's parameters, the address among them.
    const { answer, lines } = await failingLogin(webDatabase(server.url, "the-right-token"));
    expect(answer.http).toBe(500);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^unexpected error .*"path":"\/api\/auth\/login".*"cause":"SQLITE_ERROR"/);
    expect(lines[0]).toContain("no such table");
    expect(lines[0]).not.toMatch(/person\.private|example\.org|someone/);
  });
});

describe("the request line of each API call (JSON on both runtimes, decision 217)", () => {
  it("gives the request id, the route's pattern, the status, the duration and the backend code, an error for a 5xx", async () => {
    const { answer, requests } = await failingLogin(webDatabase(server.url, "a-wrong-token"));
    expect(answer.http).toBe(503);
    expect(requests).toHaveLength(1);
    const [{ level, detail }] = requests;
    expect(level).toBe("error");
    expect(detail).toMatchObject({
      method: "POST",
      route: "/api/auth/login",
      status: 503,
      code: 2,
      ray: "8f00aa11bb22cc33-CDG",
    });
    expect(detail.requestId).toMatch(/^[\w-]{8,}$/);
    expect(detail.durationMs).toBeGreaterThanOrEqual(0);
    expect(JSON.stringify(detail)).not.toMatch(/someone|person\.private|example\.org|a-password/);
  });

  it("names the route's pattern, not the path's values, and logs a success as info and a refusal as a warning", async () => {
    const { requests, log } = capturingLog();
    const app = await createTestApp({ demo: false, overrides: { log } });
    await app.call("/api/support/ready");
    await app.call("/api/club/some-club-id");
    app.close();
    expect(requests.map(({ level, detail }) => [level, detail.route, detail.status, detail.code])).toEqual([
      ["info", "/api/support/ready", 200, 0],
      ["warn", "/api/club/:id", 401, expect.any(Number)],
    ]);
    expect(JSON.stringify(requests)).not.toContain("some-club-id");
  });
});
