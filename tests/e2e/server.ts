import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, mkdirSync, rmSync } from "node:fs";
import { E2E_BASE_PORT } from "./playwright.config";

// The embedded server (worker/entry/node.ts) as the end-to-end tests run it: on a throwaway database
// folder, started fresh for each spec file (fixtures.ts) or with settings of a spec's own (payment.spec.ts).
const root = new URL("../..", import.meta.url).pathname;
/** The run's server folder, relative to the project root: the bundle (global-setup.ts) and Node's compile cache. */
const serverFolder = `test-results/e2e-server-${E2E_BASE_PORT}`;
/** The server bundled once per run (global-setup.ts), relative to the project root. */
export const serverBundle = `${serverFolder}/node.mjs`;
/** The servers' secret, and the demo seed's (global-setup.ts): the seeded database is theirs. */
export const E2E_JWT_SECRET = "e2e-secret-e2e-secret-e2e-secret-0001";

export interface ServerOptions {
  port: number;
  /** The database folder, relative to the project root: emptied before the start. */
  databaseDir: string;
  /** A seeded database folder to start from (global-setup.ts seeds one per run); else the server seeds its own. */
  template?: string;
  env?: Record<string, string>;
}

export interface RunningServer {
  stop(): Promise<void>;
}

export async function startServer({
  port,
  databaseDir,
  template,
  env = {},
}: ServerOptions): Promise<RunningServer> {
  const folder = `${root}${databaseDir}`;
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  if (template) cpSync(`${root}${template}`, folder, { recursive: true });
  const origin = `http://localhost:${port}`;
  // Another server on the port (a run killed half-way) would answer in this one's place.
  if (await answers(origin))
    throw new Error(`Port ${port} is already in use: stop what runs there, or set E2E_PORT.`);
  let output = "";
  const child: ChildProcess = spawn(process.execPath, [serverBundle], {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      // One address for the whole run: the per-address limits are scaled up (the API tests check the real ones).
      RATE_LIMIT_SCALE: "100",
      WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? "web/dist",
      JWT_SECRET: E2E_JWT_SECRET,
      // Node keeps the bundle's compiled code for the next start (each spec file starts a server): five starts took 15 CPU-s against 19.
      NODE_COMPILE_CACHE: `${root}${serverFolder}/compile-cache`,
      ...env,
      PORT: String(port),
      DATABASE_URL: `file:${folder}/clubcost.db`,
    },
  });
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
    await exited;
    clearTimeout(timer);
  };
  // A start on a busy machine (migrations, a seed) can take many seconds.
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server on port ${port} exited at start:\n${output}`);
    if (await answers(origin)) return { stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`The server on port ${port} did not start in time:\n${output}`);
}

const answers = (origin: string) =>
  fetch(`${origin}/api/support/config`).then(
    (answer) => answer.ok,
    () => false,
  );
