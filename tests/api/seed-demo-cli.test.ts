import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

// The documented way to put the demo data into a staging database (docs/deploy.md): an empty one only.
const dir = mkdtempSync(join(tmpdir(), "clubcost-seed-demo-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const seed = () =>
  spawnSync(process.execPath, ["--import", "tsx", "worker/cli/seed-demo.ts"], {
    encoding: "utf8",
    env: {
      ...process.env,
      DATABASE_URL: `file:${join(dir, "staging.db")}`,
      JWT_SECRET: "seed-demo-test-secret-seed-demo-test",
    },
  });

describe("npm run db:seed-demo", () => {
  it("migrates and loads the demo accounts into an empty database, then refuses to run on it again", () => {
    const first = seed();
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toContain("club@demo.clubcost.app");
    const second = seed();
    expect(second.status).toBe(1);
    expect(second.stderr).toContain("only goes into an empty one (nothing was changed)");
  });
});
