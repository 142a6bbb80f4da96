import { PRODUCTION_HASHING } from "../../worker/services/auth/password-hash";
import { DEMO_CLUB_ID } from "../../worker/seed/demo";
import { createTestApp } from "../support/test-app";
import type { Timing } from "./bench-federation";

/**
 * Issue 24.2: CPU per call of login, register, retrieve and store, with the production password hashing.
 * workerd does not tell a script its CPU time (its clocks stand still while the script runs), so this
 * measures the same calls in Node with process.cpuUsage() (user + system of the whole process): an
 * approximation of the Worker's CPU. It over-counts the database, which Node runs in-process while
 * Turso's work is not billed to the Worker; the PBKDF2 iterations per call, counted exactly, are what
 * decides the plan (WebCrypto's PBKDF2 runs natively in both). The target is wrangler.toml's limits.cpu_ms.
 */
const CPU_LIMIT_MS = 1000;

function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

function percentiles(times: number[]) {
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)];
  return { medianMs: at(0.5), p95Ms: at(0.95) };
}

export async function run(): Promise<{ seedMs: number; timings: Timing[] }> {
  const started = performance.now();
  let iterations = 0;
  const app = await createTestApp({
    overrides: { passwordHashing: { ...PRODUCTION_HASHING, onPbkdf2: (n) => void (iterations += n) } },
  });
  const seedMs = performance.now() - started;
  const samples: Record<string, { cpu: number[]; iterations: number }> = {};
  const measure = async <T>(name: string, call: () => Promise<T>): Promise<T> => {
    iterations = 0;
    const before = cpuMs();
    const result = await call();
    const spent = cpuMs() - before;
    samples[name] ??= { cpu: [], iterations: 0 };
    samples[name].cpu.push(spent);
    samples[name].iterations = iterations;
    return result;
  };
  try {
    const headers = { "x-organization-id": DEMO_CLUB_ID };
    let token = "";
    for (let i = 0; i < 15; i++) {
      const login = await measure("auth/login", () =>
        app.call("/api/auth/login", {
          method: "POST",
          json: { login: "club@demo.clubcost.app", password: "clubcost-demo" },
        }),
      );
      if (login.http !== 200 || !login.body.token) throw new Error(`login answered ${login.http}`);
      token = login.body.token;
    }
    for (let i = 0; i < 10; i++) {
      const reg = await measure("auth/register", () =>
        app.call("/api/auth/register", {
          method: "POST",
          json: { login: `cpu-bench-${i}@example.org`, password: "cpu-bench-password" },
        }),
      );
      if (reg.http !== 200) throw new Error(`register answered ${reg.http}`);
    }
    let doc = (
      await app.call<{ context: { version: number } }>("/api/calculation/retrieve", { token, headers })
    ).body.data;
    for (let i = 0; i < 30; i++) {
      doc = (
        await measure("calculation/retrieve", () =>
          app.call<{ context: { version: number } }>("/api/calculation/retrieve", { token, headers }),
        )
      ).body.data;
      const saved = await measure("calculation/store", () =>
        app.call<{ context: { version: number } }>("/api/calculation/store", {
          method: "POST",
          token,
          headers,
          json: { input: doc },
        }),
      );
      if (saved.http !== 200) throw new Error(`store answered ${saved.http}: ${saved.body.message}`);
      doc = { ...doc, context: saved.body.data.context };
    }
    return {
      seedMs,
      timings: Object.entries(samples).map(([name, { cpu, iterations: perCall }]) => ({
        name: `${name} (CPU)`,
        runs: cpu.length,
        ...percentiles(cpu),
        targetMs: CPU_LIMIT_MS,
        note: `${perCall.toLocaleString("en")} PBKDF2 iterations per call; process.cpuUsage in Node, demo club`,
      })),
    };
  } finally {
    app.close();
  }
}
