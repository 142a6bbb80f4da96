// npm start: build the web app when it is missing or older than its sources, then run the server.
// npm run dev (--dev): the server restarts when its code changes (node --watch), and Vite's dev server
// serves the web app with hot reload on http://localhost:5173, passing /api on to the server.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import "./check-node.mjs";

const root = new URL("..", import.meta.url).pathname;
const built = join(root, "web/dist/index.html");
// WEB_DIST_DIR: the server serves another build (worker/entry/node.ts), made by whoever set it.
const servesItsOwnBuild = !process.env.WEB_DIST_DIR;

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name === "dist") continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

const sources = Math.max(
  newestMtime(join(root, "web")),
  newestMtime(join(root, "locales")),
  newestMtime(join(root, "core")),
);
if (servesItsOwnBuild && (!existsSync(built) || statSync(built).mtimeMs < sources)) {
  console.log("Building the web app...");
  const build = spawnSync("npx", ["vite", "build", "--config", "web/vite.config.ts", "--logLevel", "warn"], {
    cwd: root,
    stdio: "inherit",
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const serverArgs = ["--import", "tsx", "worker/entry/node.ts"];
const children = [];
// A service manager (systemd, a container's stop) signals this process, not the server: each stop signal
// goes on to the children, so the server stops gracefully and frees the database lock, and this process
// leaves when the server has (issue 45.6). A second Ctrl+C in a terminal reaches them both directly.
for (const signal of ["SIGTERM", "SIGINT", "SIGHUP"])
  process.on(signal, () => children.forEach((child) => child.exitCode === null && child.kill(signal)));
const start = (command, args) => {
  const child = spawn(command, args, { cwd: root, stdio: "inherit" });
  children.push(child);
  return child;
};
/** Leaves as the server did: its exit code, or by the signal that stopped it (so a supervisor sees the same). */
const leaveAs = (code, signal) => (signal ? process.kill(process.pid, signal) : process.exit(code ?? 0));
if (process.argv.includes("--dev")) {
  const web = start("npx", ["vite", "--config", "web/vite.config.ts"]);
  process.on("exit", () => web.kill());
  console.log("Web app with hot reload: http://localhost:5173 (the API below restarts on change)");
  start(process.execPath, ["--watch", ...serverArgs]).on("exit", (code) => process.exit(code ?? 0));
} else {
  start(process.execPath, serverArgs).on("exit", (code, signal) => {
    for (const name of ["SIGTERM", "SIGINT", "SIGHUP"]) process.removeAllListeners(name);
    leaveAs(code, signal);
  });
}
