import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

/**
 * Issue 9: restarting the server during a stream of autosaves loses no accepted save. The real Node
 * server is killed without warning (SIGKILL) in the middle of the stream and started again on the
 * same database file: every save that was answered 200 must still be there.
 */
const root = new URL("../..", import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), "clubcost-restart-"));
const PORT = 8830 + (process.pid % 50);
const base = `http://127.0.0.1:${PORT}`;
let server: ChildProcess | undefined;

function start(): Promise<void> {
  server = spawn(process.execPath, ["--import", "tsx", "worker/entry/node.ts"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      DATABASE_URL: `file:${join(dir, "clubcost.db")}`,
      JWT_SECRET: "restart-secret-restart-secret-0001",
      WEB_DIST_DIR: "no-web-build-needed",
    },
    stdio: "ignore",
  });
  return waitUntilUp();
}

async function waitUntilUp() {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const up = await fetch(`${base}/api/support/config`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("the server did not start within 30 s");
}

function kill(): Promise<void> {
  const child = server;
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGKILL");
  });
}

afterAll(async () => {
  await kill();
  rmSync(dir, { recursive: true, force: true });
});

/** The parts of a calculator document this test reads and changes. */
type Doc = { context: { version: number }; groups: { categories: { members: number }[] }[] };

async function call<Data = Doc>(path: string, token: string | undefined, body?: unknown) {
  const response = await fetch(`${base}/api${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: {
      "content-type": "application/json",
      "x-organization-id": "demo-club",
      ...(token ? { "x-access-token": token } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { http: response.status, body: (await response.json()) as { data: Data; token?: string } };
}

describe("a restart during a stream of autosaves", () => {
  it("keeps every save that was accepted", async () => {
    await start();
    const login = await call("/auth/login", undefined, {
      login: "club@demo.clubcost.app",
      password: "clubcost-demo",
    });
    const token = login.body.token as string;
    let doc = (await call("/calculation/retrieve", token)).body.data;
    const accepted: { version: number; members: number }[] = [];
    let killed = false;
    // Autosaves back to back; the server dies after the 15th has been sent, whatever its fate.
    for (let i = 0; i < 30; i++) {
      const members = 10 + i;
      doc.groups[0].categories[0].members = members;
      const pending = call("/calculation/store", token, { input: doc }).catch(() => null);
      if (i === 15) {
        await kill();
        killed = true;
      }
      const answer = await pending;
      if (answer?.http === 200) {
        accepted.push({ version: answer.body.data.context.version, members });
        doc = { ...doc, context: { ...doc.context, version: answer.body.data.context.version } };
      }
      if (killed) break;
    }
    expect(accepted.length).toBeGreaterThan(5);

    await start();
    const token2 = (
      await call("/auth/login", undefined, { login: "club@demo.clubcost.app", password: "clubcost-demo" })
    ).body.token as string;
    const after = (await call("/calculation/retrieve", token2)).body.data;
    const last = accepted[accepted.length - 1];
    // The last accepted save is the current document (or, if the killed request had landed, just after it).
    expect(after.context.version).toBeGreaterThanOrEqual(last.version);
    if (after.context.version === last.version)
      expect(after.groups[0].categories[0].members).toBe(last.members);
    const history = (await call<{ version: number }[]>("/calculation/history", token2)).body.data;
    const versions = new Set(history.map((h) => h.version));
    for (const save of accepted)
      expect(versions.has(save.version), `version ${save.version} lost`).toBe(true);
  }, 90_000);
});
