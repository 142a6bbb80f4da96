import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { uptime } from "node:os";
import { dirname } from "node:path";

/**
 * Who uses a local database file: a lock file beside it (`clubcost.db.lock`) holding the process id
 * and what that process does. The server holds it while it runs, a restore while it swaps the file;
 * neither starts while the other holds it (a restore under a running server would be overwritten by
 * it, every later save lost). A lock left by a process that is gone (killed, crashed) is stale and
 * taken over: no lock outlives its process for good (docs/decisions/121).
 */
export type LockRole = "server" | "restore";

export interface LockHolder {
  pid: number;
  role: LockRole;
}

export function lockPathOf(databasePath: string): string {
  return `${databasePath}.lock`;
}

/** The live process holding the lock, or null when there is none or it is stale. */
export function lockHolder(databasePath: string): LockHolder | null {
  const file = lockPathOf(databasePath);
  let text: string;
  let writtenAt: number;
  try {
    text = readFileSync(file, "utf8");
    writtenAt = statSync(file).mtimeMs;
  } catch {
    return null;
  }
  const [pidText, role] = text.trim().split(/\s+/);
  const pid = Number(pidText);
  if (!Number.isInteger(pid) || pid <= 0 || (role !== "server" && role !== "restore")) return null;
  // Written before this machine started: its process is gone, whatever now runs under that number.
  if (writtenAt < Date.now() - uptime() * 1000) return null;
  return isAlive(pid) ? { pid, role } : null;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, under another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Why `role` may not take the database now, in words for the person at the terminal. */
export function lockMessage(databasePath: string, holder: LockHolder, role: LockRole): string {
  const clear = `If no ${holder.role === "server" ? "ClubCost server" : "restore"} runs, delete ${lockPathOf(databasePath)}.`;
  if (holder.role === "restore") {
    return `A restore (process ${holder.pid}) is replacing ${databasePath}: ${role === "server" ? "start the server" : "try again"} when it has finished. ${clear}`;
  }
  return role === "restore"
    ? `The ClubCost server (process ${holder.pid}) is using ${databasePath}: stop it first, then run the restore again. ${clear}`
    : `Another ClubCost server (process ${holder.pid}) is using ${databasePath}: one server per database. ${clear}`;
}

export class DatabaseInUseError extends Error {}

/** Lock files this process holds: a file naming our own number that is not among them is stale. */
const heldHere = new Set<string>();

/**
 * Takes the lock for this process, or throws DatabaseInUseError naming the live holder.
 * Returns the release, which removes the file only while it is still this process's.
 */
export function acquireDatabaseLock(databasePath: string, role: LockRole): () => void {
  const file = lockPathOf(databasePath);
  const own = `${process.pid} ${role}\n`;
  mkdirSync(dirname(file), { recursive: true });
  for (let attempt = 0; ; attempt++) {
    try {
      // "wx": of two processes starting at once, exactly one creates the file.
      writeFileSync(file, own, { flag: "wx", mode: 0o600 });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = lockHolder(databasePath);
      const stale = !holder || (holder.pid === process.pid && !heldHere.has(file));
      if (holder && !stale) throw new DatabaseInUseError(lockMessage(databasePath, holder, role));
      // A stale lock is removed and the creation tried again; another process may win that race.
      if (attempt >= 2) throw new DatabaseInUseError(`Another process keeps taking ${file}: try again.`);
      rmSync(file, { force: true });
    }
  }
  heldHere.add(file);
  return () => {
    if (!heldHere.delete(file)) return;
    try {
      if (readFileSync(file, "utf8") === own) rmSync(file, { force: true });
    } catch {
      // Already gone.
    }
  };
}
