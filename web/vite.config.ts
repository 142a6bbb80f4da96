import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const webRoot = fileURLToPath(new URL(".", import.meta.url));
const repoRoot = fileURLToPath(new URL("..", import.meta.url));

// The web app is the Vite root; core/ and locales/ sit beside it and are bundled from there.
export default defineConfig({
  root: webRoot,
  plugins: [react(), tailwindcss()],
  build: {
    // WEB_DIST_DIR lets parallel test runs build side by side without emptying each other's output.
    outDir: process.env.WEB_DIST_DIR ? resolve(repoRoot, process.env.WEB_DIST_DIR) : "dist",
    emptyOutDir: true,
    target: "es2022",
  },
  server: {
    port: 5173,
    fs: { allow: [repoRoot] },
    proxy: { "/api": { target: "http://127.0.0.1:8787" } },
  },
});
