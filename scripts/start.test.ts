import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

// `npm start` under a service manager or in a container: the stop signal reaches npm, and through it
// scripts/start.mjs; the server under it must stop too and free its port and database lock (issue 45.6).

const dir = mkdtempSync(join(tmpdir(), "clubcost-start-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
const portIsFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer()
      .once("error", () => resolve(false))
      .listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
/** Every process under `pid`, from ps (children of children included). */
function descendants(pid: number): number[] {
  const rows = execFileSync("ps", ["-eo", "pid=,ppid="], { encoding: "utf8" })
    .trim()
    .split("\n")
    .map((line) => line.trim().split(/\s+/).map(Number));
  const found: number[] = [];
  for (let parents = [pid]; parents.length > 0;) {
    parents = rows.filter(([, ppid]) => parents.includes(ppid)).map(([child]) => child);
    found.push(...parents);
  }
  return found;
}
async function until(what: string, check: () => boolean | Promise<boolean>, ms: number) {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 200)))
    if (await check()) return;
  throw new Error(`Timed out waiting for ${what}`);
}

describe("npm start", () => {
  it("passes SIGTERM on: the server stops, no process is left and the port is free", async () => {
    const port = await freePort();
    const env = {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: `file:${join(dir, "start.db")}`,
      JWT_SECRET: "a-secret-for-the-start-test-of-32-characters",
      DEMO_DATA: "off",
      // An empty build folder: the server starts without building the web app (the API answers).
      WEB_DIST_DIR: dir,
    };
    const npm = spawn("npm", ["start", "--silent"], { env, stdio: "ignore" });
    const exited = new Promise<number | null>((resolve) => npm.on("exit", (code) => resolve(code)));
    let tree: number[] = [];
    try {
      await until(
        "the server to answer",
        () =>
          fetch(`http://127.0.0.1:${port}/api/support/health`).then(
            (answer) => answer.ok,
            () => false,
          ),
        60_000,
      );
      tree = descendants(npm.pid!);
      expect(tree.length).toBeGreaterThan(0);
      npm.kill("SIGTERM");
      await exited;
      await until("every process under npm start to end", () => tree.every((pid) => !alive(pid)), 10_000);
      expect(await portIsFree(port)).toBe(true);
    } finally {
      // Bounded clean-up if the test failed half way: this test's own processes, by id.
      for (const pid of [npm.pid!, ...tree]) if (alive(pid)) process.kill(pid, "SIGKILL");
    }
  }, 90_000);
});
