import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { workedExample } from "#core/cost-model/index";
import { DEMO_CLUB_ID } from "../../worker/seed/demo";
import { userRates } from "../../worker/services/calculations/user-rate";
import { api, type EdgeWorld, startEdgeWorld } from "./worker-harness";

// calculation/evaluate in workerd (decision 214): evaluations sent together each wait their turn and
// are all answered (one request's turn handed to the next across requests), and the caller's budget
// holds with EVALUATE_LIMITER as wrangler.toml declares it.
let world: EdgeWorld;
beforeAll(async () => {
  world = await startEdgeWorld();
});
afterAll(() => world?.close());

describe("evaluate on Workers", () => {
  it("answers evaluations sent together, then 429 with Retry-After past the caller's budget", async () => {
    const login = await api(world, "/auth/login", {
      json: { login: "club@demo.clubcost.app", password: "clubcost-demo" },
    });
    const token = login.body.token!;
    const evaluate = () =>
      api(world, "/calculation/evaluate", { token, json: { input: workedExample(DEMO_CLUB_ID) } });
    const together = await Promise.all(Array.from({ length: userRates.evaluate.perUser }, evaluate));
    expect(together.map((answer) => answer.http)).toEqual(Array(userRates.evaluate.perUser).fill(200));
    const refused = await evaluate();
    expect([refused.http, refused.body.status, refused.response.headers.get("retry-after")]).toEqual([
      429,
      12,
      "60",
    ]);
    expect(world.logs.filter((log) => /different request context|hung/i.test(log.message))).toEqual([]);
  });
});
