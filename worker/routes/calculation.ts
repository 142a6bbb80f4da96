import { Hono, type Context } from "hono";
import { AppError } from "../../core/errors";
import {
  calculationOrganizationQuery,
  calculationRestoreSchema,
  calculationStoreSchema,
  calculationVersionParam,
  organizationIdSchema,
} from "../../core/schemas/calculation";
import { contextOf } from "../http/authenticate";
import type { AppEnv } from "../http/context";
import { ok } from "../http/envelope";
import { valid } from "../http/validate";
import { getCalculationVersion, listCalculationHistory, retrieveCalculation } from "../services/calculations/retrieve";
import { restoreCalculation, storeCalculation } from "../services/calculations/save";

/** The organization meant: `?organizationId=` when given (the more specific), else the `x-organization-id` header. */
function organizationOf(c: Context<AppEnv>, fromQuery: string | undefined): string {
  const raw = fromQuery ?? c.req.header("x-organization-id");
  const parsed = organizationIdSchema.safeParse(raw ?? "");
  if (!parsed.success) {
    throw new AppError(raw ? 1 : 400, { httpStatus: 400, field: "organizationId", message: "The organization (x-organization-id) is missing or invalid." });
  }
  return parsed.data;
}

export const calculationRoutes = new Hono<AppEnv>()
  .get("/retrieve", valid("query", calculationOrganizationQuery), async (c) =>
    ok(c, await retrieveCalculation(contextOf(c), organizationOf(c, c.req.valid("query").organizationId))),
  )
  .post("/store", valid("json", calculationStoreSchema), async (c) => ok(c, await storeCalculation(contextOf(c), c.req.valid("json").input), { message: "calcsaved" }))
  .get("/history", valid("query", calculationOrganizationQuery), async (c) =>
    ok(c, await listCalculationHistory(contextOf(c), organizationOf(c, c.req.valid("query").organizationId))),
  )
  .get("/history/:version", valid("param", calculationVersionParam), valid("query", calculationOrganizationQuery), async (c) =>
    ok(c, await getCalculationVersion(contextOf(c), organizationOf(c, c.req.valid("query").organizationId), c.req.valid("param").version)),
  )
  .post("/restore", valid("query", calculationOrganizationQuery), valid("json", calculationRestoreSchema), async (c) => {
    const { organizationId, version, baseVersion } = c.req.valid("json").input;
    const org = organizationOf(c, organizationId ?? c.req.valid("query").organizationId);
    return ok(c, await restoreCalculation(contextOf(c), org, version, baseVersion), { message: "calcsaved" });
  });
