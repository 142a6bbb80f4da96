import { Hono } from "hono";
import { z } from "zod";
import { simulateSchema } from "#core/schemas/club-health";
import { addClubSchema, federationCreateSchema, federationUpdateSchema } from "#core/schemas/organizations";
import { contextOf } from "../http/authenticate";
import { clubHealthTurn } from "../http/club-health-turn";
import type { AppEnv } from "../http/context";
import { ok } from "../http/envelope";
import { organizationOf } from "../http/organization";
import { valid } from "../http/validate";
import { addClub } from "../services/clubs/create-club";
import { simulateTemplateFees } from "../services/statistics/club-health";
import {
  createFederation,
  federationLogo,
  getFederation,
  leaveFederation,
  listFederations,
  removeFederation,
  updateFederation,
} from "../services/federations/federations";

const idParam = z.object({ id: z.string().trim().min(1).max(64) });

export const federationRoutes = new Hono<AppEnv>()
  .post("/create", valid("json", federationCreateSchema), async (c) =>
    ok(c, await createFederation(contextOf(c), c.req.valid("json").request), {
      message: "federation_created",
    }),
  )
  .post("/update", valid("json", federationUpdateSchema), async (c) => {
    const { id, ...input } = c.req.valid("json").request;
    return ok(c, await updateFederation(contextOf(c), id, input), { message: "federation_updated" });
  })
  .get("/list", async (c) => ok(c, await listFederations(contextOf(c))))
  .get("/logo/:id", valid("param", idParam), async (c) =>
    ok(c, await federationLogo(contextOf(c), c.req.valid("param").id)),
  )
  .post("/addClub", valid("json", addClubSchema), async (c) =>
    ok(c, await addClub(contextOf(c), c.req.valid("json").input), { message: "Club successfuly created!" }),
  )
  // The licence simulator (season-money.md section 6, docs/decisions/226): nothing is saved.
  .post("/simulate", valid("json", simulateSchema), clubHealthTurn, async (c) => {
    const input = c.req.valid("json").input;
    if (c.req.header("x-organization-id") !== undefined) organizationOf(c, input.federationId);
    return ok(c, await simulateTemplateFees(contextOf(c), input));
  })
  .delete("/remove/:id", valid("param", idParam), async (c) => {
    await removeFederation(contextOf(c), c.req.valid("param").id);
    return ok(c, null, { message: "Federation removed" });
  })
  .post("/leave/:id", valid("param", idParam), async (c) => {
    await leaveFederation(contextOf(c), c.req.valid("param").id);
    return ok(c, null, { message: "youleft" });
  })
  .get("/:id", valid("param", idParam), async (c) =>
    ok(c, await getFederation(contextOf(c), c.req.valid("param").id)),
  );
