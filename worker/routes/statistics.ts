import { Hono } from "hono";
import { statisticsQuerySchema } from "../../core/schemas/federation-lists";
import { contextOf } from "../http/authenticate";
import type { AppEnv } from "../http/context";
import { okJson } from "../http/envelope";
import { organizationOf } from "../http/organization";
import { valid } from "../http/validate";
import { federationStatisticsJson } from "../services/statistics/federation-statistics";

export const statisticsRoutes = new Hono<AppEnv>().get("/federation", valid("query", statisticsQuerySchema), async (c) => {
  const { federationId, from, to } = c.req.valid("query");
  // The federation asked for decides; an `x-organization-id` naming another is refused (400).
  if (c.req.header("x-organization-id") !== undefined) organizationOf(c, federationId);
  return okJson(c, await federationStatisticsJson(contextOf(c), federationId, from, to));
});
