import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SavedCalculator } from "#core/schemas/calculation";
import { DEMO_CLUB_ID } from "../../worker/seed/demo";
import { api, type EdgeWorld, startEdgeWorld } from "./worker-harness";

// Database round trips per call, in workerd through @libsql/client/web: each is an HTTP request to Turso,
// tens of ms when the Worker runs far from the database (issue 24.9, docs/decisions/184). Counted as the
// pipeline requests the libSQL server receives, never timed.
let world: EdgeWorld;
beforeAll(async () => {
  world = await startEdgeWorld();
});
afterAll(() => world?.close());

const roundTrips = () => world.server.requests.v2 + world.server.requests.v3;
async function counted<T>(call: () => Promise<T>) {
  const before = roundTrips();
  const traced = world.server.trace.length;
  const result = await call();
  return { result, trips: roundTrips() - before, what: world.server.trace.slice(traced) };
}

describe("database round trips per call", () => {
  it("logs in with 3 or fewer, and prints the round trips of the everyday calls", async () => {
    const trips: Record<string, number> = {};
    const login = await counted(() =>
      api(world, "/auth/login", { json: { login: "club@demo.clubcost.app", password: "clubcost-demo" } }),
    );
    expect(login.result.http).toBe(200);
    trips.login = login.trips;
    console.log("A login's round trips:", login.what);
    const token = login.result.body.token!;
    const headers = { token };
    trips["user/details"] = (await counted(() => api(world, "/user/details", headers))).trips;
    const retrieved = await counted(() =>
      api<SavedCalculator>(world, `/calculation/retrieve?organizationId=${DEMO_CLUB_ID}`, headers),
    );
    trips["calculation/retrieve"] = retrieved.trips;
    const doc = retrieved.result.body.data;
    const stored = await counted(() =>
      api(world, "/calculation/store", {
        token,
        json: { input: { ...doc, context: { version: doc.context.version, inputMembership: false } } },
      }),
    );
    expect(stored.result.http).toBe(200);
    trips["calculation/store"] = stored.trips;
    const wrong = await counted(() =>
      api(world, "/auth/login", { json: { login: "club@demo.clubcost.app", password: "wrong-password" } }),
    );
    expect(wrong.result.http).toBe(401);
    trips["login (wrong password)"] = wrong.trips;
    console.log("Database round trips per call in workerd:", trips);
    expect(trips.login).toBeLessThanOrEqual(3);
    expect(trips["login (wrong password)"]).toBeLessThanOrEqual(3);
  });
});
