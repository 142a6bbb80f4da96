import { Hono } from "hono";
import { statisticsQuerySchema } from "../../core/schemas/federation-lists";
import { contextOf } from "../http/authenticate";
import type { AppEnv } from "../http/context";
import { okJson } from "../http/envelope";
import { valid } from "../http/validate";
import { federationStatisticsJson } from "../services/statistics/federation-statistics";

export const statisticsRoutes = new Hono<AppEnv>().get("/federation", valid("query", statisticsQuerySchema), async (c) => {
  const { federationId, from, to } = c.req.valid("query");
  return okJson(c, await federationStatisticsJson(contextOf(c), federationId, from, to));
});
