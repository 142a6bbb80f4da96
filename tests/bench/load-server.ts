import { type ChildProcess, spawn } from "node:child_process";

const root = new URL("../..", import.meta.url).pathname;
/** The bench server's signing key: the bench signs its users' access tokens itself (100 logins would hit the login rate limit). */
export const BENCH_JWT_SECRET = "bench-secret-bench-secret-bench-0001";

/** The real Node server (worker/entry/node.ts) on a given database file, in its own process. */
export async function startServer(
  databaseFile: string,
  port: number,
): Promise<{ url: string; pid: number; stop: () => Promise<void> }> {
  // BENCH_CPU_PROFILE=<folder>: the server writes a V8 CPU profile there when it stops (open it in Chrome's DevTools).
  const profile = process.env.BENCH_CPU_PROFILE
    ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE}`]
    : [];
  const child: ChildProcess = spawn(
    process.execPath,
    [...profile, "--import", "tsx", "worker/entry/node.ts"],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        DATABASE_URL: `file:${databaseFile}`,
        JWT_SECRET: BENCH_JWT_SECRET,
        DEMO_DATA: "off",
        WEB_DIST_DIR: "no-web-build-needed",
      },
      stdio: ["ignore", "ignore", "pipe"],
    },
  );
  // The server's error output, to say why it did not start (the last few KiB are enough).
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  while (
    !(await fetch(`${url}/api/support/health`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline || child.exitCode !== null)
      throw new Error(`the bench server did not start (exit ${child.exitCode}): ${stderr}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
      child.once("exit", () => {
        clearTimeout(timer);
        resolve();
      });
      child.kill("SIGTERM");
    });
  return { url, pid: child.pid ?? 0, stop };
}

export async function loginToken(url: string, email: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ login: email, password: "clubcost-demo" }),
  });
  const body = (await response.json()) as { token?: string; message: string };
  if (!body.token) throw new Error(`bench login failed for ${email}: ${body.message}`);
  return body.token;
}
