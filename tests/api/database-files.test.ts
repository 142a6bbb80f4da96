import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backupDatabase, restoreDatabase } from "../../worker/platform/node/backup";
import { openDatabase } from "../../worker/platform/node/database";
import { jwtSecretFor } from "../../worker/platform/node/jwt-secret";

// The database, its journals, its backups and the generated signing key hold every password hash
// and session: created readable by their owner only, whatever the umask lets through.
const dir = mkdtempSync(join(tmpdir(), "clubcost-files-"));
let umask: number;
beforeAll(() => {
  // The usual umask, which leaves files readable by every account unless the code says otherwise.
  umask = process.umask(0o022);
});
afterAll(() => {
  process.umask(umask);
  rmSync(dir, { recursive: true, force: true });
});

const modeOf = (path: string) => (statSync(path).mode & 0o777).toString(8);

describe("files created by the Node server and its tools", () => {
  it("creates the database and its -wal and -shm files with mode 0600", async () => {
    const path = join(dir, "data", "clubcost.db");
    const { close } = await openDatabase(`file:${path}`);
    try {
      expect([modeOf(path), modeOf(`${path}-wal`), modeOf(`${path}-shm`)]).toEqual(["600", "600", "600"]);
    } finally {
      close();
    }
  });

  it("writes backups and restored databases with mode 0600", async () => {
    const path = join(dir, "live.db");
    (await openDatabase(`file:${path}`)).close();
    const backup = join(dir, "backups", "copy.db");
    await backupDatabase(`file:${path}`, backup);
    expect(modeOf(backup)).toBe("600");
    const restored = join(dir, "restored.db");
    await restoreDatabase(`file:${restored}`, backup);
    expect(modeOf(restored)).toBe("600");
  });

  it("generates data/jwt-secret with mode 0600, once", () => {
    const url = `file:${join(dir, "keyed", "clubcost.db")}`;
    const secret = jwtSecretFor(url);
    expect(modeOf(join(dir, "keyed", "jwt-secret"))).toBe("600");
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(jwtSecretFor(url)).toBe(secret);
  });
});
