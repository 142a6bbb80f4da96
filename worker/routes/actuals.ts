import { Hono } from "hono";
import { cerfa15059Csv } from "#core/actuals/index";
import {
  actualsAddSchema,
  actualsAssignSchema,
  actualsDeleteSchema,
  actualsExplainSchema,
  actualsImportSchema,
  actualsSeasonQuery,
  actualsUndoSchema,
} from "#core/schemas/actuals";
import { cerfaExportQuery } from "#core/schemas/cerfa-export";
import { contextOf } from "../http/authenticate";
import type { AppEnv } from "../http/context";
import { ok } from "../http/envelope";
import { organizationOf } from "../http/organization";
import { valid } from "../http/validate";
import { importActuals, undoImport } from "../services/actuals/import";
import {
  actualsSummaryOf,
  addActual,
  assignActuals,
  cerfa15059Export,
  deleteActuals,
  explainAccount,
  listActuals,
} from "../services/actuals/transactions";
import { AppError, errorCodes } from "#core/errors";

/**
 * The bank beside the forecast (season-money.md section 4, docs/decisions/236): a club's transactions
 * per season. Writes as calculation/store, reads as calculation/retrieve (services/actuals/access.ts).
 */
export const actualsRoutes = new Hono<AppEnv>()
  .get("/", valid("query", actualsSeasonQuery), async (c) => {
    const { organizationId, season } = c.req.valid("query");
    return ok(c, await listActuals(contextOf(c), organizationOf(c, organizationId), season));
  })
  .get("/summary", valid("query", actualsSeasonQuery), async (c) => {
    const { organizationId, season } = c.req.valid("query");
    return ok(c, await actualsSummaryOf(contextOf(c), organizationOf(c, organizationId), season));
  })
  .post("/import", valid("json", actualsImportSchema), async (c) => {
    const input = c.req.valid("json").input;
    return ok(c, await importActuals(contextOf(c), organizationOf(c, input.organizationId), input));
  })
  .post("/import/undo", valid("json", actualsUndoSchema), async (c) => {
    const input = c.req.valid("json").input;
    return ok(c, await undoImport(contextOf(c), organizationOf(c, input.organizationId), input.importId));
  })
  .post("/add", valid("json", actualsAddSchema), async (c) => {
    const input = c.req.valid("json").input;
    return ok(c, await addActual(contextOf(c), organizationOf(c, input.organizationId), input));
  })
  .post("/assign", valid("json", actualsAssignSchema), async (c) => {
    const input = c.req.valid("json").input;
    return ok(c, await assignActuals(contextOf(c), organizationOf(c, input.organizationId), input));
  })
  .post("/delete", valid("json", actualsDeleteSchema), async (c) => {
    const input = c.req.valid("json").input;
    return ok(c, await deleteActuals(contextOf(c), organizationOf(c, input.organizationId), input.ids));
  })
  .post("/explain", valid("json", actualsExplainSchema), async (c) => {
    const input = c.req.valid("json").input;
    return ok(c, await explainAccount(contextOf(c), organizationOf(c, input.organizationId), input));
  })
  // The compte rendu financier (Cerfa 15059): CSV for French Excel, or the rows as JSON.
  .get("/export/cerfa-15059", valid("query", cerfaExportQuery), async (c) => {
    const query = c.req.valid("query");
    if (query.season === undefined)
      throw new AppError(errorCodes.missingParameter, { httpStatus: 400, field: "season" });
    const exported = await cerfa15059Export(
      contextOf(c),
      organizationOf(c, query.organizationId),
      query.season,
    );
    if (query.format === "json") return ok(c, exported);
    return c.body(cerfa15059Csv(exported.rows), 200, {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="cerfa-15059-${exported.season}.csv"`,
    });
  });
