import { Hono } from "hono";
import { benchmarkQuerySchema, clubBenchmarkQuerySchema } from "#core/schemas/benchmark";
import { clubHealthQuerySchema } from "#core/schemas/club-health";
import { statisticsQuerySchema } from "#core/schemas/federation-lists";
import { contextOf } from "../http/authenticate";
import { clubHealthTurn } from "../http/club-health-turn";
import type { AppEnv } from "../http/context";
import { ok, okJson } from "../http/envelope";
import { organizationOf } from "../http/organization";
import { valid } from "../http/validate";
import { federationBenchmarkJson } from "../services/statistics/benchmark";
import { clubBenchmark } from "../services/statistics/club-benchmark";
import { federationClubHealth } from "../services/statistics/club-health";
import { federationStatisticsJson } from "../services/statistics/federation-statistics";

export const statisticsRoutes = new Hono<AppEnv>()
  .get("/federation", valid("query", statisticsQuerySchema), async (c) => {
    const { federationId, from, to } = c.req.valid("query");
    // The federation asked for decides; an `x-organization-id` naming another is refused (400).
    if (c.req.header("x-organization-id") !== undefined) organizationOf(c, federationId);
    return okJson(c, await federationStatisticsJson(contextOf(c), federationId, from, to));
  })
  // The federation benchmark (treasurer.md section 6, docs/decisions/158).
  .get("/benchmark", valid("query", benchmarkQuerySchema), async (c) => {
    const { federationId, season } = c.req.valid("query");
    if (c.req.header("x-organization-id") !== undefined) organizationOf(c, federationId);
    return okJson(c, await federationBenchmarkJson(contextOf(c), federationId, season));
  })
  // Club health (season-money.md section 6, docs/decisions/226): every club's calculator evaluated, one request at a time.
  .get("/club-health", valid("query", clubHealthQuerySchema), clubHealthTurn, async (c) => {
    const { federationId, season } = c.req.valid("query");
    if (c.req.header("x-organization-id") !== undefined) organizationOf(c, federationId);
    return ok(c, await federationClubHealth(contextOf(c), federationId, season));
  })
  .get("/benchmark/club", valid("query", clubBenchmarkQuerySchema), async (c) => {
    const { season } = c.req.valid("query");
    return ok(c, await clubBenchmark(contextOf(c), organizationOf(c), season));
  });
