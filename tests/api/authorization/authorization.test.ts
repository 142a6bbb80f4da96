import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../../worker/app";
import { apiRoutes } from "../../support/api-routes";
import { buildWorld, digest, ids, type Role, roles, type World } from "./fixtures";
import { type Case, cases } from "./matrix";

/**
 * The authorization matrix (issue 9): every route the Hono app registers x every role, on the demo
 * tenants plus another club, another federation and a club of it. Allowed callers get exactly the
 * status their row names (200, or the 4xx its input earns); refused callers get 401 or 403 and the
 * data is unchanged.
 */
let world: World;
beforeAll(async () => {
  world = await buildWorld();
}, 60_000);
afterAll(() => world?.app.close());

async function send(w: World, c: Case, role: Role) {
  const json = typeof c.json === "function" ? (c.json as () => unknown)() : c.json;
  const registered = c.route.split(" ")[0];
  const method = registered === "ALL" ? (c.method ?? "POST") : registered;
  const response = await w.app.request(c.path, { method, token: w.tokens[role], headers: c.headers, json });
  return { status: response.status, text: await response.text() };
}

const counts = { allowed: 0, refused: 0 };

describe("authorization matrix", () => {
  it("has a row for every route the app registers", () => {
    const registered = new Set(apiRoutes(createApp(world.app.deps)).map((r) => r.key));
    const covered = new Set(cases.map((c) => c.route));
    expect(
      [...registered].filter((route) => !covered.has(route)),
      "routes without a row",
    ).toEqual([]);
    expect(
      [...covered].filter((route) => !registered.has(route)),
      "rows for no route",
    ).toEqual([]);
  });

  for (const c of cases) {
    describe(`${c.route}${c.note ? ` (${c.note})` : ""} ${c.headers ? JSON.stringify(c.headers) : ""}`, () => {
      for (const role of roles) {
        const allowed = c.allow.includes(role);
        it(`${allowed ? "lets" : "refuses"} ${role}`, async () => {
          if (!allowed) {
            const before = await digest(world.app);
            const { status, text } = await send(world, c, role);
            expect([401, 403], `${status} ${text.slice(0, 160)}`).toContain(status);
            if (role === "anonymous" && !c.allow.length) expect(status).toBe(401);
            expect(await digest(world.app), "a refused call changed data").toBe(before);
            counts.refused++;
            return;
          }
          const w = c.destructive ? await buildWorld() : world;
          try {
            const { status, text } = await send(w, c, role);
            const expected = typeof c.status === "number" ? c.status : c.status[role];
            expect(status, `${role}: ${text.slice(0, 160)}`).toBe(expected);
            counts.allowed++;
          } finally {
            if (w !== world) w.app.close();
          }
        }, 30_000);
      }
    });
  }

  it("counts a route registered with .all() (it escaped the matrix and the fuzz suite)", () => {
    const app = createApp(world.app.deps);
    app.all("/api/matrix-probe", (c) => c.text("open"));
    expect(apiRoutes(app).map((r) => r.key)).toContain("ALL /api/matrix-probe");
    // Middleware is no route, whatever method it was registered with.
    expect(apiRoutes(app).map((r) => r.key)).not.toContain("ALL /api/*");
  });

  afterAll(() =>
    console.log(
      `authorization matrix: ${cases.length} cases x ${roles.length} roles, ${counts.allowed} allowed and ${counts.refused} refused calls checked`,
    ),
  );
});

/**
 * The header names one organization and the body (or query) another: which one a service would act
 * on is a guess, so every caller gets 400 with the field, before any permission is looked at, and
 * nothing changes. The web app always names the same one in both.
 */
describe("a call whose header and body name different organizations", () => {
  const mixed = [
    {
      name: "save: header the club, body another club",
      path: "/api/calculation/store",
      method: "POST",
      headers: { "x-organization-id": ids.club },
      json: { input: { organizationId: ids.otherClub, groups: [], context: { version: 0 } } },
    },
    {
      name: "save: header the club, body a club of another federation",
      path: "/api/calculation/store",
      method: "POST",
      headers: { "x-organization-id": ids.club },
      json: { input: { organizationId: ids.otherFederationClub, groups: [], context: { version: 0 } } },
    },
    {
      name: "restore: header the club, body another club",
      path: "/api/calculation/restore",
      method: "POST",
      headers: { "x-organization-id": ids.club },
      json: { input: { organizationId: ids.otherClub, version: 1, baseVersion: 0 } },
    },
    {
      name: "history: header the club, query another club",
      path: `/api/calculation/history?organizationId=${ids.otherClub}`,
      method: "GET",
      headers: { "x-organization-id": ids.club },
    },
    {
      name: "statistics: header another federation, query the federation",
      path: `/api/statistics/federation?federationId=${ids.federation}`,
      method: "GET",
      headers: { "x-organization-id": ids.otherFederation },
    },
  ];
  for (const call of mixed) {
    for (const role of roles.filter((r) => r !== "anonymous")) {
      it(`${call.name}: ${role} gets 400 organizationId`, async () => {
        const before = await digest(world.app);
        const response = await world.app.request(call.path, {
          method: call.method,
          token: world.tokens[role],
          headers: call.headers,
          json: call.json,
        });
        const body = (await response.json()) as { field?: string };
        expect(response.status).toBe(400);
        expect(body.field).toBe("organizationId");
        expect(await digest(world.app), "a refused call changed data").toBe(before);
      });
    }
  }
});
