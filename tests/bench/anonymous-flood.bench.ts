import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import { join } from "node:path";
import type { Timing } from "./bench-federation";
import { startServer } from "./load-server";
import { type Call, openLoop, percentile } from "./open-loop";

/**
 * Issue 23 point 2: the latency of GET /api/support/health on the real Node server while 4 visitors
 * (no access token) each send, one after the other, a 1 MB deeply nested JSON body to a route that
 * needs a caller. The calculator save is the route that takes the largest body. Before the fix, each
 * such body was parsed and validated before anyone asked who sent it, holding the event loop.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const FLOODERS = 4;
const PROBE_RATE = 50;
const TARGET_MS = 25;
const FLOOD_PATH = "/api/calculation/store";
/** `{"input":[[[[...]]]]}`, 1 MB: valid JSON, half a million levels deep. */
const DEEP_BODY = Buffer.from(`{"input":${"[".repeat(500_000)}${"]".repeat(500_000)}}`);

const ticksPerSecond = (() => {
  try {
    return Number(execFileSync("getconf", ["CLK_TCK"]).toString()) || 100;
  } catch {
    return 100;
  }
})();

/**
 * CPU seconds the server has used (Linux /proc; null elsewhere). On a shared machine the latency
 * moves with everyone else's load; the server's CPU per flood body does much less.
 */
function cpuSeconds(pid: number): number | null {
  const file = `/proc/${pid}/stat`;
  if (!existsSync(file)) return null;
  const fields = readFileSync(file, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
}

interface Flood {
  stop: () => Promise<void>;
  /** Answers by HTTP status (0: the connection failed). */
  statuses: Map<number, number>;
}

/** `clients` visitors, each sending the deep body again as soon as the last one is answered. */
function flood(url: string, clients: number): Flood {
  const target = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const statuses = new Map<number, number>();
  let running = true;
  const one = () =>
    new Promise<void>((resolve) => {
      const request = http.request(
        {
          agent,
          host: target.hostname,
          port: target.port,
          method: "POST",
          path: FLOOD_PATH,
          headers: {
            "content-type": "application/json",
            "content-length": DEEP_BODY.length,
            "x-organization-id": "demo-club",
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
      request.end(DEEP_BODY);
    });
  const loops = Array.from({ length: clients }, async () => {
    while (running) await one();
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
  // How late the bench itself sent the probes: on a busy machine the client waits for a core too.
  const late = percentile(
    result.lateness.sort((a, b) => a - b),
    0.99,
  );
  return { sorted, errors: result.errors.get("health") ?? 0, late };
}

export async function run(): Promise<{ seedMs: number; timings: Timing[] }> {
  const dir = mkdtempSync(join(os.tmpdir(), "clubcost-flood-"));
  const server = await startServer(join(dir, "flood.db"), 8851);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
  try {
    console.log(
      `\nanonymous-flood.bench.ts, ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC on ${os.cpus()[0]?.model ?? "?"} (${os.cpus().length} cores), Node ${process.version}`,
    );
    await probeHealth(server.url, agent); // warm-up, not reported
    const quiet = await probeHealth(server.url, agent);
    const cpu0 = cpuSeconds(server.pid);
    const visitors = flood(server.url, FLOODERS);
    const flooded = await probeHealth(server.url, agent);
    await visitors.stop();
    const cpu1 = cpuSeconds(server.pid);
    const bodies = [...visitors.statuses.values()].reduce((a, b) => a + b, 0);
    const answers = [...visitors.statuses]
      .map(([status, n]) => `${n} x ${status || "connection error"}`)
      .join(", ");
    const perBody =
      cpu0 === null || cpu1 === null
        ? "-"
        : `${(((cpu1 - cpu0) * 1000) / Math.max(bodies, 1)).toFixed(1)} ms`;
    console.log(
      `support/health at ${PROBE_RATE}/s for ${SECONDS} s, latency from each request's due time; ${FLOODERS} visitors posting 1 MB nested bodies to ${FLOOD_PATH} got: ${answers}`,
    );
    console.log(
      `Server CPU per flood body (health probes included): ${perBody}. Load average (1, 5, 15 min): ${os
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
    return {
      seedMs: 0,
      timings: [
        timing("support/health, quiet", quiet, "no other traffic"),
        timing(
          `support/health, ${FLOODERS} visitors flood`,
          flooded,
          `${bodies} flood bodies answered, server CPU ${perBody} each`,
        ),
      ],
    };
  } finally {
    agent.destroy();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
