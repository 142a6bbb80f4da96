import { Hono } from "hono";
import {
  referenceRateAddSchema,
  referenceRatesHistoryQuery,
  referenceRatesQuery,
} from "#core/schemas/reference-rates";
import { contextOf } from "../http/authenticate";
import type { AppEnv } from "../http/context";
import { ok } from "../http/envelope";
import { valid } from "../http/validate";
import {
  addReferenceRate,
  listReferenceRates,
  referenceRatesHistory,
} from "../services/reference-rates/rates";

/** Reference rates with their date and source (treasurer.md section 4, docs/decisions/138). */
export const referenceRoutes = new Hono<AppEnv>()
  .get("/rates", valid("query", referenceRatesQuery), async (c) =>
    ok(c, await listReferenceRates(contextOf(c), c.req.valid("query"))),
  )
  .post("/rates", valid("json", referenceRateAddSchema), async (c) =>
    ok(c, await addReferenceRate(contextOf(c), c.req.valid("json").input)),
  )
  // Every row, corrected ones included: where a correction keeps the old value (issue 38.11).
  .get("/rates/history", valid("query", referenceRatesHistoryQuery), async (c) =>
    ok(c, await referenceRatesHistory(contextOf(c), c.req.valid("query"))),
  );
