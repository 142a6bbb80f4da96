import { writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants } from "node:zlib";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { shellCookieNotice } from "./src/components/shell-cookie-notice.ts";

const webRoot = fileURLToPath(new URL(".", import.meta.url));
const repoRoot = fileURLToPath(new URL("..", import.meta.url));

const vendorLibraries =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|i18next|react-i18next|@tanstack)[\\/]/;

const brotli = promisify(brotliCompress);

/**
 * A brotli copy of each built script and style sheet (`x.js.br`), packed once per build: the Node server
 * sends it instead of packing the file again after each start (3.7 CPU-s per end-to-end spec file, whose
 * server is fresh). Cloudflare packs the Worker's files itself: web/public/.assetsignore keeps the copies
 * out of its upload.
 */
function brotliCopies(): Plugin {
  return {
    name: "clubcost-brotli-copies",
    apply: "build",
    async writeBundle({ dir = "" }, bundle) {
      const files = Object.values(bundle).filter((file) => /\.(js|css)$/.test(file.fileName));
      await Promise.all(
        files.map(async (file) => {
          const body = Buffer.from(file.type === "chunk" ? file.code : file.source);
          // The server packs nothing under 1 KB (worker/platform/node/compression.ts), at the same quality.
          if (body.length < 1024) return;
          const params = {
            [constants.BROTLI_PARAM_QUALITY]: 9,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          };
          await writeFile(join(dir, `${file.fileName}.br`), await brotli(body, { params }));
        }),
      );
    },
  };
}

// The web app is the Vite root; core/ and locales/ sit beside it and are bundled from there.
// scripts/check-bundle.mjs holds the first screen under its ceiling (issue 25); routes, dialogs and
// heavy libraries (charts, poster, PayPal) load with dynamic import().
export default defineConfig({
  root: webRoot,
  plugins: [react(), tailwindcss(), shellCookieNotice(), brotliCopies()],
  build: {
    // WEB_DIST_DIR lets parallel test runs build side by side without emptying each other's output.
    outDir: process.env.WEB_DIST_DIR ? resolve(repoRoot, process.env.WEB_DIST_DIR) : "dist",
    emptyOutDir: true,
    target: "es2022",
    // One vendor file: the libraries every screen runs on, apart from the app's code, which changes
    // more often (a release leaves it cached). The brands stay in one first-screen chunk with the page's
    // brand (the password rules read their names too, which split them off). Every other chunk is Vite's choice.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: "vendor", test: vendorLibraries },
            { name: "brand", test: /[\\/]core[\\/]brands\.ts$|[\\/]lib[\\/]brand\.ts$/ },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    fs: { allow: [repoRoot] },
    proxy: { "/api": { target: "http://127.0.0.1:8787" } },
  },
});
