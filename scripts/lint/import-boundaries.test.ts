import { ESLint } from "eslint";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";

// The project's own eslint.config.js, run on code placed (by name only) in each folder.
const root = fileURLToPath(new URL("../..", import.meta.url));
const eslint = new ESLint({ cwd: root });
const boundaryRules = new Set(["boundaries/imports", "no-restricted-imports"]);

async function refusals(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return result.messages.filter((m) => boundaryRules.has(m.ruleId ?? "")).map((m) => m.ruleId ?? "");
}

describe("import boundaries (decision 126)", () => {
  // Loading the config and the TypeScript parser is the slow part: once, with room on a busy machine.
  beforeAll(() => refusals("core/x.ts", ""), 180_000);

  it("keeps each web feature out of the others, at any depth and for lazy imports", async () => {
    expect(await refusals("web/src/features/auth/x.ts", 'import { a } from "../users/users-api";')).toEqual([
      "boundaries/imports",
    ]);
    expect(
      await refusals("web/src/features/poster/x.ts", 'export { b } from "../federation/statistics/s";'),
    ).toEqual(["boundaries/imports"]);
    expect(
      await refusals("web/src/features/auth/x.tsx", 'const P = () => import("../users/users-page");'),
    ).toEqual(["boundaries/imports"]);
  });

  it("lets the calculator import its tab features, one way: a tab imports neither the calculator nor another tab (decision 243)", async () => {
    expect(
      await refusals(
        "web/src/features/calculator/x.tsx",
        'const T = () => import("../pricing/resell/resell-tab");',
      ),
    ).toEqual([]);
    expect(
      await refusals(
        "web/src/features/calculator/save/x.ts",
        'import { s } from "../../seasons/seasons-api";',
      ),
    ).toEqual([]);
    expect(
      await refusals("web/src/features/calculator/x.tsx", 'import { u } from "../users/users-api";'),
    ).toEqual(["boundaries/imports"]);
    expect(
      await refusals("web/src/features/budget/x.tsx", 'import { c } from "../calculator/calculator-api";'),
    ).toEqual(["boundaries/imports"]);
    expect(
      await refusals("web/src/features/exports/x.ts", 'import { a } from "../actuals/actuals-tab";'),
    ).toEqual(["boundaries/imports"]);
  });

  it("lets a feature import its own folders, the shared layers and core; the app shell imports features", async () => {
    expect(
      await refusals(
        "web/src/features/federation/details/x.tsx",
        'import { d } from "../invitations/invite-admin-dialog";',
      ),
    ).toEqual([]);
    expect(
      await refusals(
        "web/src/features/auth/x.ts",
        'import { c } from "../../components/button";\nimport { e } from "../../../../core/errors";',
      ),
    ).toEqual([]);
    expect(await refusals("web/src/app/x.tsx", 'import { l } from "../features/auth/login-screen";')).toEqual(
      [],
    );
  });

  it("keeps the web app off the server, core off both, and the shared web layers off the features", async () => {
    expect(
      await refusals(
        "web/src/features/poster/x.test.ts",
        'import { d } from "../../../../worker/services/proxy/image-proxy";',
      ),
    ).toEqual(["boundaries/imports"]);
    expect(await refusals("core/schemas/x.ts", 'import type { Database } from "../../worker/deps";')).toEqual(
      ["boundaries/imports"],
    );
    expect(await refusals("core/x.ts", 'import { t } from "../web/src/lib/texts";')).toEqual([
      "boundaries/imports",
    ]);
    expect(await refusals("web/src/lib/x.ts", 'import { f } from "../features/auth/auth-api";')).toEqual([
      "boundaries/imports",
    ]);
    expect(await refusals("web/src/components/x.tsx", 'import { r } from "../app/routes";')).toEqual([
      "boundaries/imports",
    ]);
  });

  it("keeps drizzle in the services, db, platform, cli, seed and tests", async () => {
    const query = 'import { eq } from "drizzle-orm";';
    expect(await refusals("worker/routes/x.ts", query)).toEqual(["no-restricted-imports"]);
    expect(
      await refusals("worker/edge/x.ts", 'import type { LibSQLDatabase } from "drizzle-orm/libsql";'),
    ).toEqual(["no-restricted-imports"]);
    expect(await refusals("web/src/lib/x.ts", query)).toEqual(["no-restricted-imports"]);
    expect(await refusals("core/x.ts", query)).toEqual(["no-restricted-imports"]);
    for (const allowed of [
      "worker/services/clubs/x.ts",
      "worker/db/x.ts",
      "worker/platform/node/x.ts",
      "worker/cli/x.ts",
      "worker/seed/x.ts",
      "tests/api/x.test.ts",
      "worker/http/x.test.ts",
    ]) {
      expect(await refusals(allowed, query), allowed).toEqual([]);
    }
  });
});
