import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { type Env, parseEnv } from "../../config";
import { REPO_ROOT } from "./repo-root";

/**
 * The configuration on Node: the environment, after an optional `.env` at the repository's root
 * (architecture.md; variables already set win over it). The server and every command-line tool read
 * it alike, so a backup or a restore acts on the database the server uses.
 */
export function nodeEnv(): Env {
  const dotEnv = resolve(REPO_ROOT, ".env");
  if (existsSync(dotEnv)) process.loadEnvFile(dotEnv);
  return parseEnv(process.env);
}
