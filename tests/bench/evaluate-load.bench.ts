import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import { join } from "node:path";
import { refreshTokens, users } from "../../worker/db/schema";
import { backupDatabase } from "../../worker/platform/node/backup";
import { signAccessToken } from "../../worker/services/auth/access-token";
import { createTestApp } from "../support/test-app";
import type { Timing } from "./bench-federation";
import { pricingDocument } from "./evaluate.bench";
import { BENCH_JWT_SECRET, startServer } from "./load-server";
import { type Call, openLoop, percentile } from "./open-loop";

/**
 * Issue 39 point 1: the latency of GET /api/support/health on the real Node server while 4 clients
 * each post the largest document the limits allow (10 scenarios, full social pricing) to
 * calculation/evaluate, one after the other, as fast as they are answered. Two rounds: each client
 * its own account, so the per-user rate answers most of them 429 (decision 214); then each request
 * from an account not used before, so that rate never refuses and the document limits alone bound
 * what a request holds the server (decision 213). `npm run bench -- evaluate-load`.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CLIENTS = 4;
const PROBE_RATE = 50;
const TARGET_MS = 50;
/** Accounts enough that none reaches its budget in the second round, taken in turn. */
const ACCOUNTS = 200;

/** Bench accounts with a session each, written to `file` for the server; their access tokens are signed here. */
async function writeDataset(file: string): Promise<string[]> {
  const app = await createTestApp();
  const db = app.deps.db();
  const [demo] = await db.select({ hash: users.passwordHash }).from(users).limit(1);
  const ids = Array.from({ length: ACCOUNTS }, (_, i) => i);
  await db.insert(users).values(
    ids.map((i) => ({
      id: `eval-user-${i}`,
      email: `eval-user-${i}@example.org`,
      passwordHash: demo.hash,
      firstName: "Bench",
      lastName: String(i),
    })),
  );
  await db.insert(refreshTokens).values(
    ids.map((i) => ({
      tokenHash: `eval-token-${i}`,
      userId: `eval-user-${i}`,
      familyId: `eval-session-${i}`,
      expiresAt: Date.now() + 86_400_000,
      sessionStartedAt: Date.now(),
    })),
  );
  await backupDatabase(app.databaseUrl, file);
  app.close();
  const now = Date.now();
  return Promise.all(
    ids.map((i) =>
      signAccessToken(
        { userId: `eval-user-${i}`, tokenVersion: 0, familyId: `eval-session-${i}` },
        BENCH_JWT_SECRET,
        now,
      ),
    ),
  );
}

interface Loop {
  stop: () => Promise<void>;
  statuses: Map<number, number>;
}

/** `clients` loops, each posting the body again as soon as the last one is answered, with `tokenOf(client, n)`. */
function loop(url: string, body: Buffer, tokenOf: (client: number, n: number) => string): Loop {
  const target = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
  const statuses = new Map<number, number>();
  let running = true;
  let sent = 0;
  const one = (client: number) =>
    new Promise<void>((resolve) => {
      const request = http.request(
        {
          agent,
          host: target.hostname,
          port: target.port,
          method: "POST",
          path: "/api/calculation/evaluate",
          headers: {
            "content-type": "application/json",
            "content-length": body.length,
            "x-access-token": tokenOf(client, sent++),
          },
        },
        (response) => {
          response.resume();
          response.on("end", () => {
            statuses.set(response.statusCode ?? 0, (statuses.get(response.statusCode ?? 0) ?? 0) + 1);
            resolve();
          });
        },
      );
      request.on("error", () => {
        statuses.set(0, (statuses.get(0) ?? 0) + 1);
        resolve();
      });
      request.end(body);
    });
  const loops = Array.from({ length: CLIENTS }, async (_, client) => {
    while (running) await one(client);
  });
  return {
    statuses,
    stop: async () => {
      running = false;
      await Promise.all(loops);
      agent.destroy();
    },
  };
}

async function probeHealth(url: string, agent: http.Agent) {
  const call = (): Call => ({ kind: "health", method: "GET", path: "/api/support/health", headers: {} });
  const result = await openLoop(url, { rate: PROBE_RATE, seconds: SECONDS, next: call, agent });
  const sorted = (result.latencies.get("health") ?? []).sort((a, b) => a - b);
  const late = percentile(
    result.lateness.sort((a, b) => a - b),
    0.99,
  );
  return { sorted, errors: result.errors.get("health") ?? 0, late };
}

export async function run(): Promise<{ seedMs: number; timings: Timing[] }> {
  const dir = mkdtempSync(join(os.tmpdir(), "clubcost-evaluate-load-"));
  const file = join(dir, "evaluate.db");
  const started = performance.now();
  const tokens = await writeDataset(file);
  const seedMs = performance.now() - started;
  const server = await startServer(file, 8853);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
  const body = Buffer.from(JSON.stringify({ input: pricingDocument() }));
  try {
    console.log(
      `\nevaluate-load.bench.ts, ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC on ${os.cpus()[0]?.model ?? "?"} (${os.cpus().length} cores), Node ${process.version}; body ${(body.length / 1024).toFixed(0)} KiB`,
    );
    const first = await fetch(`${server.url}/api/calculation/evaluate`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-access-token": tokens[ACCOUNTS - 1] },
      body,
    });
    if (first.status !== 200)
      throw new Error(`evaluate answered ${first.status}: ${(await first.text()).slice(0, 300)}`);
    await probeHealth(server.url, agent); // warm-up, not reported
    const quiet = await probeHealth(server.url, agent);
    // Round 1: four accounts (the first four), each looping.
    const own = loop(server.url, body, (client) => tokens[client]);
    const perUser = await probeHealth(server.url, agent);
    await own.stop();
    // Round 2: the other accounts in turn, each used once in ACCOUNTS - 5 requests: far below its budget.
    const fresh = loop(server.url, body, (_, n) => tokens[CLIENTS + (n % (ACCOUNTS - CLIENTS - 1))]);
    const documentsOnly = await probeHealth(server.url, agent);
    await fresh.stop();
    const answers = (l: Loop) =>
      [...l.statuses].map(([status, n]) => `${n} x ${status || "connection error"}`).join(", ");
    console.log(
      `Round 1 (4 accounts looping) got: ${answers(own)}. Round 2 (a new account per request) got: ${answers(fresh)}.`,
    );
    console.log(
      `Load average (1, 5, 15 min): ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(", ")} on ${os.cpus().length} cores.`,
    );
    const timing = (
      name: string,
      r: { sorted: number[]; errors: number; late: number },
      note: string,
    ): Timing => ({
      name,
      runs: r.sorted.length,
      medianMs: percentile(r.sorted, 0.5),
      p95Ms: percentile(r.sorted, 0.95),
      p99Ms: percentile(r.sorted, 0.99),
      targetMs: TARGET_MS,
      note: `${note}; probes sent late by ${r.late.toFixed(0)} ms at p99${r.errors ? `; ${r.errors} errors` : ""}`,
    });
    const count = (l: Loop) => [...l.statuses.values()].reduce((a, b) => a + b, 0);
    return {
      seedMs,
      timings: [
        timing("support/health, quiet", quiet, "no other traffic"),
        timing("health, 4 accounts loop evaluate", perUser, `${count(own)} evaluations answered`),
        timing("health, a new account a request", documentsOnly, `${count(fresh)} evaluations answered`),
      ],
    };
  } finally {
    agent.destroy();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
