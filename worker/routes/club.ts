import { Hono } from "hono";
import { z } from "zod";
import { clubListQuerySchema } from "#core/schemas/federation-lists";
import { clubCreateSchema, clubRenameSchema } from "#core/schemas/organizations";
import { contextOf } from "../http/authenticate";
import type { AppEnv } from "../http/context";
import { ok, okJson } from "../http/envelope";
import { valid } from "../http/validate";
import { getClub, leaveClub, listClubsJson, removeClub, renameClub } from "../services/clubs/clubs";
import { createClub } from "../services/clubs/create-club";

const idParam = z.object({ id: z.string().trim().min(1).max(64) });

export const clubRoutes = new Hono<AppEnv>()
  .post("/create", valid("json", clubCreateSchema), async (c) =>
    ok(c, await createClub(contextOf(c), c.req.valid("json").input), {
      message: "Club successfuly created!",
    }),
  )
  .get("/list", valid("query", clubListQuerySchema), async (c) => {
    const { federationId, search, season } = c.req.valid("query");
    return okJson(c, await listClubsJson(contextOf(c), federationId, search, season));
  })
  .delete("/remove/:id", valid("param", idParam), async (c) => {
    await removeClub(contextOf(c), c.req.valid("param").id);
    return ok(c, null);
  })
  .on(["GET", "POST"], "/leave/:id", valid("param", idParam), async (c) => {
    await leaveClub(contextOf(c), c.req.valid("param").id);
    return ok(c, null, { message: "youleft" });
  })
  .get("/:id", valid("param", idParam), async (c) =>
    ok(c, await getClub(contextOf(c), c.req.valid("param").id)),
  )
  .patch("/:id", valid("param", idParam), valid("json", clubRenameSchema), async (c) =>
    ok(c, await renameClub(contextOf(c), c.req.valid("param").id, c.req.valid("json").input.name), {
      message: "clubupdated",
    }),
  );
