import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { cerfaCsv } from "#core/cerfa";
import { sectionsCsv } from "#core/sections-budget";
import { cerfaExportQuery } from "#core/schemas/cerfa-export";
import {
  calculationEvaluateSchema,
  calculationOrganizationQuery,
  calculationRestoreSchema,
  calculationSeasonCopySchema,
  calculationSeasonQuery,
  calculationStoreSchema,
  calculationVersionParam,
} from "#core/schemas/calculation";
import { contextOf } from "../http/authenticate";
import type { AppEnv } from "../http/context";
import { ok } from "../http/envelope";
import { oneAtATime } from "../http/one-at-a-time";
import { organizationOf } from "../http/organization";
import { valid } from "../http/validate";
import { calculationCashflow } from "../services/calculations/cashflow";
import { evaluateCalculation } from "../services/calculations/evaluate";
import {
  getCalculationVersion,
  listCalculationHistory,
  listCalculationSeasons,
  retrieveCalculation,
} from "../services/calculations/retrieve";
import { restoreCalculation, storeCalculation } from "../services/calculations/save";
import { copySeason } from "../services/calculations/season-copy";
import { enforceUserRate, type UserRatedAction } from "../services/calculations/user-rate";
import { cerfaExport } from "../services/exports/cerfa";
import { sectionsExport } from "../services/exports/sections";

/** The caller's budget for calculator bodies, counted before the body is parsed and validated (decision 214). */
const perUser = (action: UserRatedAction) =>
  createMiddleware<AppEnv>(async (c, next) => {
    await enforceUserRate(contextOf(c), action);
    await next();
  });

/** Evaluations run one at a time in this process, each yielding between its steps (decision 214). */
const evaluateTurn = oneAtATime();

/** Lets the event loop serve what is waiting (a timer, not setImmediate: Workers have no setImmediate). */
const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export const calculationRoutes = new Hono<AppEnv>()
  // One calculator per season (treasurer.md section 1, docs/decisions/167): `?season=`, none = the current one.
  .get("/retrieve", valid("query", calculationSeasonQuery), async (c) => {
    const { organizationId, season } = c.req.valid("query");
    return ok(c, await retrieveCalculation(contextOf(c), organizationOf(c, organizationId), season));
  })
  .get("/seasons", valid("query", calculationOrganizationQuery), async (c) =>
    ok(c, await listCalculationSeasons(contextOf(c), organizationOf(c, c.req.valid("query").organizationId))),
  )
  // "Start next season from this one": a new season made from another (409 when it exists).
  .post("/season/copy", valid("json", calculationSeasonCopySchema), async (c) => {
    const input = c.req.valid("json").input;
    return ok(
      c,
      await copySeason(contextOf(c), { ...input, organizationId: organizationOf(c, input.organizationId) }),
      { message: "calcsaved" },
    );
  })
  // The Cerfa 12156 budget (treasurer.md section 5): CSV for French Excel, or the rows as JSON.
  .get("/export/cerfa", valid("query", cerfaExportQuery), async (c) => {
    const query = c.req.valid("query");
    const exported = await cerfaExport(contextOf(c), organizationOf(c, query.organizationId), query.season);
    if (query.format === "json") return ok(c, exported);
    return c.body(cerfaCsv(exported.rows), 200, {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="cerfa-12156-${exported.season}.csv"`,
    });
  })
  // The budget by section (season-money.md section 2): the Cerfa rows of each group, then the club's.
  .get("/export/sections", valid("query", cerfaExportQuery), async (c) => {
    const query = c.req.valid("query");
    const exported = await sectionsExport(
      contextOf(c),
      organizationOf(c, query.organizationId),
      query.season,
    );
    if (query.format === "json") return ok(c, exported);
    return c.body(sectionsCsv(exported), 200, {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="budget-sections-${exported.season}.csv"`,
    });
  })
  // The cash plan (season-money.md section 5): September to August, money in, out and balance.
  .get("/cashflow", valid("query", calculationSeasonQuery), async (c) => {
    const { organizationId, season } = c.req.valid("query");
    return ok(c, await calculationCashflow(contextOf(c), organizationOf(c, organizationId), season));
  })
  .post("/store", perUser("store"), valid("json", calculationStoreSchema), async (c) => {
    const input = c.req.valid("json").input;
    // The document names its organization; a header naming another is refused, not ignored.
    organizationOf(c, input.organizationId);
    return ok(c, await storeCalculation(contextOf(c), input), { message: "calcsaved" });
  })
  // Any caller may evaluate a document they send: nothing is read or stored, so no organization is checked.
  .post(
    "/evaluate",
    perUser("evaluate"),
    evaluateTurn,
    valid("json", calculationEvaluateSchema),
    async (c) => {
      // The checks, the evaluation and the answer's text each take a few milliseconds on the largest
      // document: other requests get their turn between them rather than wait for all three (decision 214).
      await nextTurn();
      const answer = evaluateCalculation(contextOf(c), c.req.valid("json").input);
      await nextTurn();
      return ok(c, answer);
    },
  )
  .get("/history", valid("query", calculationSeasonQuery), async (c) => {
    const { organizationId, season } = c.req.valid("query");
    return ok(c, await listCalculationHistory(contextOf(c), organizationOf(c, organizationId), season));
  })
  .get(
    "/history/:version",
    valid("param", calculationVersionParam),
    valid("query", calculationSeasonQuery),
    async (c) => {
      const { organizationId, season } = c.req.valid("query");
      return ok(
        c,
        await getCalculationVersion(
          contextOf(c),
          organizationOf(c, organizationId),
          c.req.valid("param").version,
          season,
        ),
      );
    },
  )
  .post(
    "/restore",
    valid("query", calculationSeasonQuery),
    valid("json", calculationRestoreSchema),
    async (c) => {
      const { organizationId, version, baseVersion } = c.req.valid("json").input;
      const query = c.req.valid("query");
      const org = organizationOf(c, organizationId, query.organizationId);
      return ok(c, await restoreCalculation(contextOf(c), org, version, baseVersion, query.season), {
        message: "calcsaved",
      });
    },
  );
