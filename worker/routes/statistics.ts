import { Hono } from "hono";
import { statisticsQuerySchema } from "../../core/schemas/federation-lists";
import { contextOf } from "../http/authenticate";
import type { AppEnv } from "../http/context";
import { ok } from "../http/envelope";
import { valid } from "../http/validate";
import { federationStatistics } from "../services/statistics/federation-statistics";

export const statisticsRoutes = new Hono<AppEnv>().get("/federation", valid("query", statisticsQuerySchema), async (c) => {
  const { federationId, from, to } = c.req.valid("query");
  return ok(c, await federationStatistics(contextOf(c), federationId, from, to));
});
