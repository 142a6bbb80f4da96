import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { shellCookieNotice } from "./src/components/shell-cookie-notice.ts";

const webRoot = fileURLToPath(new URL(".", import.meta.url));
const repoRoot = fileURLToPath(new URL("..", import.meta.url));

const vendorLibraries = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|i18next|react-i18next|@tanstack)[\\/]/;

// The web app is the Vite root; core/ and locales/ sit beside it and are bundled from there.
// scripts/check-bundle.mjs holds the first screen under its ceiling (issue 25); routes, dialogs and
// heavy libraries (charts, poster, PayPal) load with dynamic import().
export default defineConfig({
  root: webRoot,
  plugins: [react(), tailwindcss(), shellCookieNotice()],
  build: {
    // WEB_DIST_DIR lets parallel test runs build side by side without emptying each other's output.
    outDir: process.env.WEB_DIST_DIR ? resolve(repoRoot, process.env.WEB_DIST_DIR) : "dist",
    emptyOutDir: true,
    target: "es2022",
    // One vendor file: the libraries every screen runs on, apart from the app's code, which changes
    // more often (a release leaves it cached). Every other chunk is Vite's choice.
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: "vendor", test: vendorLibraries }] } } },
  },
  server: {
    port: 5173,
    fs: { allow: [repoRoot] },
    proxy: { "/api": { target: "http://127.0.0.1:8787" } },
  },
});
