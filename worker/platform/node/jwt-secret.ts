import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { randomToken } from "../../services/auth/password-hash";

/** JWT_SECRET, or one generated once and kept beside a local database file (0600). */
export function jwtSecretFor(databaseUrl: string, configured?: string): string {
  if (configured) return configured;
  const dir = databaseUrl.startsWith("file:") ? dirname(resolve(databaseUrl.slice(5))) : resolve("data");
  const file = resolve(dir, "jwt-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dir, { recursive: true });
  const secret = randomToken(48);
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
