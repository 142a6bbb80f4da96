// npm start: build the web app when it is missing or older than its sources, then run the server.
// npm run dev (--dev): the server restarts when its code changes (node --watch), and Vite's dev server
// serves the web app with hot reload on http://localhost:5173, passing /api on to the server.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import "./check-node.mjs";

const root = new URL("..", import.meta.url).pathname;
const built = join(root, "web/dist/index.html");

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name === "dist") continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

const sources = Math.max(newestMtime(join(root, "web")), newestMtime(join(root, "locales")), newestMtime(join(root, "core")));
if (!existsSync(built) || statSync(built).mtimeMs < sources) {
  console.log("Building the web app...");
  const build = spawnSync("npx", ["vite", "build", "--config", "web/vite.config.ts", "--logLevel", "warn"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const serverArgs = ["--import", "tsx", "worker/entry/node.ts"];
if (process.argv.includes("--dev")) {
  const web = spawn("npx", ["vite", "--config", "web/vite.config.ts"], { cwd: root, stdio: "inherit" });
  process.on("exit", () => web.kill());
  console.log("Web app with hot reload: http://localhost:5173 (the API below restarts on change)");
  spawn(process.execPath, ["--watch", ...serverArgs], { cwd: root, stdio: "inherit" }).on("exit", (code) => process.exit(code ?? 0));
} else {
  process.exit(spawnSync(process.execPath, serverArgs, { cwd: root, stdio: "inherit" }).status ?? 0);
}
