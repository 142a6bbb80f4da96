import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { randomToken } from "../../services/auth/password-hash";

/** JWT_SECRET, or one generated once and kept beside a local database file (0600). */
export function jwtSecretFor(databaseUrl: string, configured?: string): string {
  if (configured) return configured;
  const dir = databaseUrl.startsWith("file:") ? dirname(resolve(databaseUrl.slice(5))) : resolve("data");
  const file = resolve(dir, "jwt-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dir, { recursive: true });
  // Written whole to a private (0600) file of this process, then linked under its name: the link
  // fails if the name exists, so of two processes starting at once both keep the first one's
  // secret, and neither ever reads a half-written one.
  const draft = `${file}.${process.pid}`;
  writeFileSync(draft, randomToken(48), { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    rmSync(draft, { force: true });
  }
  return readFileSync(file, "utf8").trim();
}
