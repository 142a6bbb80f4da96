import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../../worker/app";
import { buildWorld, digest, type Role, roles, type World } from "./fixtures";
import { type Case, cases } from "./matrix";

/**
 * The authorization matrix (issue 9): every route the Hono app registers x every role, on the demo
 * tenants plus another club and another federation. Allowed callers are not refused (their answer
 * may still be 400, 404, 409 or 422); refused callers get 401 or 403 and the data is unchanged.
 */
let world: World;
beforeAll(async () => {
  world = await buildWorld();
}, 60_000);
afterAll(() => world?.app.close());

async function send(w: World, c: Case, role: Role) {
  const json = typeof c.json === "function" ? (c.json as () => unknown)() : c.json;
  const method = c.route.split(" ")[0];
  const response = await w.app.request(c.path, { method, token: w.tokens[role], headers: c.headers, json });
  return { status: response.status, text: await response.text() };
}

const counts = { allowed: 0, refused: 0 };

describe("authorization matrix", () => {
  it("has a row for every route the app registers", () => {
    const registered = new Set(
      createApp(world.app.deps)
        .routes.filter((r) => r.path.startsWith("/api/") && r.method !== "ALL")
        .map((r) => `${r.method} ${r.path}`),
    );
    const covered = new Set(cases.map((c) => c.route));
    expect([...registered].filter((route) => !covered.has(route)), "routes without a row").toEqual([]);
    expect([...covered].filter((route) => !registered.has(route)), "rows for no route").toEqual([]);
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
            expect([401, 403], `${status} ${text.slice(0, 160)}`).not.toContain(status);
            expect(status, text.slice(0, 160)).toBeLessThan(500);
            counts.allowed++;
          } finally {
            if (w !== world) w.app.close();
          }
        }, 30_000);
      }
    });
  }

  afterAll(() => console.log(`authorization matrix: ${cases.length} cases x ${roles.length} roles, ${counts.allowed} allowed and ${counts.refused} refused calls checked`));
});
