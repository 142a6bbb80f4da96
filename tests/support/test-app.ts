import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApp } from "../../worker/app";
import { parseEnv } from "../../worker/config";
import type { Deps } from "../../worker/deps";
import { buildNodeDeps } from "../../worker/platform/node/node-deps";
import type { PasswordHashing } from "../../worker/services/auth/password-hash";
import { seedDemo } from "../../worker/seed/demo";

export interface TestApp {
  deps: Deps;
  /** The libSQL URL of this app's own database file. */
  databaseUrl: string;
  request: (path: string, init?: RequestInit & { token?: string; json?: unknown }) => Promise<Response>;
  call: <T = unknown>(
    path: string,
    init?: RequestInit & { token?: string; json?: unknown },
  ) => Promise<{
    http: number;
    body: { status: number; message: string; data: T; token?: string; field?: string };
    response: Response;
  }>;
  login: (email: string, password?: string) => Promise<string>;
  /** The iterations of every PBKDF2 call this app made, in order: tests count hashing work, never time it. */
  pbkdf2Calls: number[];
  close: () => void;
}

/**
 * Tests hash with 2 rounds of 1,000 iterations instead of 6 of 100,000: the format and the chaining are
 * the same, each hash ~300 times cheaper. Given only here, through the deps; production's cost and its
 * per-call limit are proven in worker/services/auth/password-hash.test.ts.
 */
export const TEST_HASH_PARAMS = Object.freeze({ rounds: 2, iterations: 1_000 });

const silentLog = { error: () => {}, warn: () => {}, info: () => {} };

/** A real app on a fresh migrated libSQL file, optionally seeded with the demo data. */
export async function createTestApp(
  options: { demo?: boolean; env?: Record<string, string>; overrides?: Partial<Deps> } = {},
): Promise<TestApp> {
  const dir = mkdtempSync(join(tmpdir(), "clubcost-test-"));
  const env = parseEnv({
    DATABASE_URL: `file:${join(dir, "test.db")}`,
    JWT_SECRET: "test-secret-test-secret-test-secret-42",
    TRUST_PROXY: "on",
    ...options.env,
  });
  const pbkdf2Calls: number[] = [];
  const passwordHashing: PasswordHashing = {
    params: TEST_HASH_PARAMS,
    onPbkdf2: (iterations) => pbkdf2Calls.push(iterations),
  };
  const { deps, close } = await buildNodeDeps(env, { log: silentLog, passwordHashing, ...options.overrides });
  if (options.demo !== false) await seedDemo(deps.db(), undefined, deps.passwordHashing);
  const app = createApp(deps);
  let ipCounter = 0;
  // Work a route runs after its answer (worker/http/after-answer.ts) is kept as Workers' waitUntil would,
  // and each request's answer is handed over once it ended: a test reads the reset mail right after.
  // The test of the answer not waiting on that work builds its own app (auth-reset-timing.test.ts).
  let pending: Promise<unknown>[] = [];
  const afterAnswer = {
    waitUntil: (work: Promise<unknown>) => void pending.push(work),
    passThroughOnException: () => {},
    props: {},
  };
  const answerAfterItsWork = async (answer: Response | Promise<Response>) => {
    const response = await answer;
    while (pending.length > 0) {
      const work = pending;
      pending = [];
      await Promise.allSettled(work);
    }
    return response;
  };

  const request: TestApp["request"] = (path, init = {}) => {
    const headers = new Headers(init.headers);
    if (init.token) headers.set("x-access-token", init.token);
    // Each request gets its own address unless a test sets one, so rate limits only bite where tested.
    if (!headers.has("x-forwarded-for"))
      headers.set("x-forwarded-for", `10.0.${Math.floor(ipCounter / 250)}.${ipCounter++ % 250}`);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set("content-type", "application/json");
      body = JSON.stringify(init.json);
    }
    if (body !== undefined && body !== null && !headers.has("content-length"))
      headers.set("content-length", String(new TextEncoder().encode(String(body)).length));
    return answerAfterItsWork(
      app.request(`http://localhost${path}`, { ...init, headers, body }, undefined, afterAnswer),
    );
  };

  const call: TestApp["call"] = async (path, init = {}) => {
    const response = await request(path, init);
    // The envelope of the caller's choosing (T): json() says unknown, the test names what it expects.
    return { http: response.status, body: (await response.json()) as never, response };
  };

  const login = async (email: string, password = "clubcost-demo") => {
    const { body } = await call<unknown>("/api/auth/login", {
      method: "POST",
      json: { login: email, password },
    });
    if (!body.token) throw new Error(`login failed for ${email}: ${body.message}`);
    return body.token;
  };

  return {
    deps,
    databaseUrl: env.DATABASE_URL,
    request,
    call,
    login,
    pbkdf2Calls,
    close: () => {
      close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
