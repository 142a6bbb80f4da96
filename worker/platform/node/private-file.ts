import { writeFileSync } from "node:fs";

/**
 * Creates an empty file only its owner may read (0600), failing if it exists. A database, its
 * journals (SQLite gives them the database file's mode) and its backups hold every password hash
 * and session: other accounts on the machine have no business reading them.
 */
export function createPrivateFile(path: string): void {
  writeFileSync(path, "", { flag: "wx", mode: 0o600 });
}
