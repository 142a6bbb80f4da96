import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { BENCH_FEDERATION, type Timing } from "./bench-federation";
import { loadUserEmail, writeLoadDataset } from "./load-dataset";
import { loginToken, startServer } from "./load-server";

/**
 * Issue 9's load benchmark: the real Node server on a realistic dataset, driven by autocannon over
 * loopback. Each main call runs alone at fixed concurrency next to a bare route; then a mix of
 * them runs at a fixed 1,000 requests per second. Targets: p99 under 25 ms, no errors.
 */
type Request = autocannon.Request & { setupRequest?: (req: any, context: any) => any; onResponse?: (status: number, body: string, context: any) => void };

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;

function storeRequest(tokens: string[]): Request {
  // Each connection saves its own club's calculator and carries that club's version forward.
  const versions = new Map<number, number>();
  let next = 0;
  return {
    method: "POST",
    path: "/api/calculation/store",
    setupRequest: (req, context) => {
      context.slot ??= next++ % tokens.length;
      const organizationId = `bench-${context.slot}`;
      return {
        ...req,
        headers: { "content-type": "application/json", "x-access-token": tokens[context.slot], "x-organization-id": organizationId },
        body: JSON.stringify({ input: { ...context.template, organizationId, context: { version: versions.get(context.slot) ?? 1 } } }),
      };
    },
    onResponse: (status, body, context) => {
      if (status === 200 || status === 409) versions.set(context.slot, JSON.parse(body).data.context.version);
    },
  };
}

async function load(url: string, requests: Request[], options: { connections?: number; overallRate?: number; template?: unknown }) {
  const result = await autocannon({
    url,
    connections: options.connections ?? CONNECTIONS,
    duration: SECONDS,
    overallRate: options.overallRate,
    requests: requests.map((r) => {
      const setup = r.setupRequest;
      return setup ? { ...r, setupRequest: (req: any, context: any) => setup(req, Object.assign(context, { template: options.template })) } : r;
    }) as autocannon.Request[],
  });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.timeouts + result.non2xx };
}

export async function run(): Promise<{ seedMs: number; timings: Timing[] }> {
  const dir = mkdtempSync(join(tmpdir(), "clubcost-load-"));
  const file = join(dir, "load.db");
  const { seedMs } = await writeLoadDataset(file);
  const server = await startServer(file, 8841);
  try {
    const fede = await loginToken(server.url, "fede@demo.clubcost.app");
    const tokens: string[] = [];
    // Logins are rate-limited per address (30 per 15 min): 25 club admins are enough for 20 connections.
    for (let i = 0; i < 25; i++) tokens.push(await loginToken(server.url, loadUserEmail(i)));
    const template = await (await fetch(`${server.url}/api/calculation/retrieve`, { headers: { "x-access-token": tokens[0], "x-organization-id": "bench-0" } })).json().then((b: any) => b.data);
    const get = (path: string, token?: string, organizationId?: string): Request => ({
      method: "GET",
      path,
      headers: { ...(token ? { "x-access-token": token } : {}), ...(organizationId ? { "x-organization-id": organizationId } : {}) },
    });
    const calls: [string, Request][] = [
      ["support/health (bare)", get("/api/support/health")],
      ["support/config", get("/api/support/config")],
      ["user/details", get("/api/user/details", tokens[1])],
      ["calculation/retrieve", get("/api/calculation/retrieve", tokens[2], "bench-2")],
      ["calculation/store", storeRequest(tokens)],
      ["club/list (2,000 clubs)", get(`/api/club/list?federationId=${BENCH_FEDERATION}`, fede)],
      ["statistics/federation", get(`/api/statistics/federation?federationId=${BENCH_FEDERATION}`, fede)],
    ];
    console.log(`\nload.bench.ts: real server, ${CONNECTIONS} connections, ${SECONDS} s per call`);
    console.log(`${"call".padEnd(28)}${"req/s".padStart(9)}${"p50".padStart(8)}${"p99".padStart(8)}${"p99/bare".padStart(10)}${"errors".padStart(8)}`);
    const timings: Timing[] = [];
    let bare = 1;
    for (const [name, request] of calls) {
      const r = await load(server.url, [request], { template });
      if (name.includes("bare")) bare = Math.max(r.p99, 1);
      console.log(`${name.padEnd(28)}${r.rps.toFixed(0).padStart(9)}${`${r.p50}ms`.padStart(8)}${`${r.p99}ms`.padStart(8)}${`x${(r.p99 / bare).toFixed(1)}`.padStart(10)}${String(r.errors).padStart(8)}`);
    }
    // The mixed traffic of the target: reads and saves together at a fixed 1,000 requests per second.
    const mix = calls.filter(([name]) => /details|retrieve|store|config|club\/list/.test(name)).map(([, r]) => r);
    const mixed = await load(server.url, mix, { connections: 20, overallRate: 1000, template });
    console.log(`${"mixed at 1,000 req/s".padEnd(28)}${mixed.rps.toFixed(0).padStart(9)}${`${mixed.p50}ms`.padStart(8)}${`${mixed.p99}ms`.padStart(8)}${"".padStart(10)}${String(mixed.errors).padStart(8)}`);
    timings.push({ name: "mixed traffic p99 (1,000 req/s)", runs: Math.round(mixed.rps * SECONDS), medianMs: mixed.p99, p95Ms: mixed.p99, targetMs: 25, note: `${mixed.errors} errors` });
    if (mixed.errors) timings.push({ name: "mixed traffic errors", runs: 1, medianMs: mixed.errors, p95Ms: mixed.errors, targetMs: 0 });
    return { seedMs, timings };
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
