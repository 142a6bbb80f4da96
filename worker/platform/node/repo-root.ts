import { existsSync } from "node:fs";
import { dirname, join } from "node:path";

/**
 * The project's folder (where migrations/, .env and web/dist are): the nearest one up from this module
 * that holds migrations/. Found, not counted in "../", so that a bundle of the server (the end-to-end
 * tests run one, tests/e2e/global-setup.ts) finds it from wherever it sits.
 */
function findRepoRoot(start: string): string {
  for (let folder = start; ; folder = dirname(folder)) {
    if (existsSync(join(folder, "migrations"))) return folder;
    if (dirname(folder) === folder) throw new Error(`No migrations/ folder above ${start}`);
  }
}

export const REPO_ROOT = findRepoRoot(import.meta.dirname);
