import { Hono } from "hono";
import { z } from "zod";
import { contextOf } from "../http/authenticate";
import type { AppEnv } from "../http/context";
import { ok } from "../http/envelope";
import { valid } from "../http/validate";
import { federationStatistics } from "../services/statistics/federation-statistics";

const query = z.object({
  federationId: z.string().trim().min(1).max(64),
  period: z.coerce.number().int().min(1).max(365).default(30),
});

export const statisticsRoutes = new Hono<AppEnv>().get("/federation", valid("query", query), async (c) => {
  const { federationId, period } = c.req.valid("query");
  return ok(c, await federationStatistics(contextOf(c), federationId, period));
});
