import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { firstScreenChunk } from "./first-screen-chunk.ts";
import { firstScreenPreload } from "./first-screen-preload.ts";
import { localeParts } from "./locale-parts.ts";
import { shellCookieNotice } from "./shell-cookie-notice.ts";
import { signedInChunk } from "./signed-in-chunk.ts";

const webRoot = fileURLToPath(new URL(".", import.meta.url));
const repoRoot = fileURLToPath(new URL("..", import.meta.url));
const firstScreen = firstScreenChunk("/web/src/main.tsx");
const signedIn = signedInChunk();

/**
 * index.html fetches the start-up files (the bundler's runtime, the preload helper and the three
 * first-screen files), and every lazy import runs from code they hold: they are loaded already. Listed
 * in each lazy import's preloads anyway, Vite's helper would resolve and look each one up again at
 * every import, 5-6 lookups of an import's 7 at start-up on a phone (decision 115).
 */
const startUpGroups = [firstScreen.helper, firstScreen.react, firstScreen.libraries, firstScreen.group];
const startUpChunks = ["rolldown-runtime", ...startUpGroups.map((group) => group.name)];
const startUpFile = new RegExp(`^assets/(${startUpChunks.join("|")})-[\\w-]{8}\\.js$`);
function withoutStartUpFiles(_file: string, deps: string[], context: { hostType: "html" | "js" }) {
  return context.hostType === "js" ? deps.filter((dep) => !startUpFile.test(dep)) : deps;
}

// The web app is the Vite root; core/ and locales/ sit beside it and are bundled from there.
export default defineConfig({
  root: webRoot,
  plugins: [react(), tailwindcss(), localeParts(), shellCookieNotice(), firstScreen.plugin, firstScreenPreload(firstScreen.group.name), signedIn.plugin],
  build: {
    // WEB_DIST_DIR lets parallel test runs build side by side without emptying each other's output.
    outDir: process.env.WEB_DIST_DIR ? resolve(repoRoot, process.env.WEB_DIST_DIR) : "dist",
    emptyOutDir: true,
    target: "es2022",
    // Every browser of the es2022 target but Safari 16 preloads modules itself; the polyfill would cost
    // the first screen 0.4 KB for one round trip saved there (decision 090).
    modulePreload: { polyfill: false, resolveDependencies: withoutStartUpFiles },
    // scripts/check-bundle.mjs holds the first screen under its budget (issue 9, decision 090).
    rolldownOptions: { output: { codeSplitting: { groups: [...startUpGroups, signedIn.group] } } },
  },
  server: {
    port: 5173,
    fs: { allow: [repoRoot] },
    proxy: { "/api": { target: "http://127.0.0.1:8787" } },
  },
});
