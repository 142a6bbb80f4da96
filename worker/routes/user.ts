import { Hono } from "hono";
import { z } from "zod";
import { profileSchema } from "#core/schemas/auth";
import { contextOf } from "../http/authenticate";
import { requireUser } from "../services/permissions";
import type { AppEnv } from "../http/context";
import { ok } from "../http/envelope";
import { valid } from "../http/validate";
import { deleteUser, listOutbox, listUsers } from "../services/users/user-admin";
import { updateProfile } from "../services/users/update-profile";
import { userDetails } from "../services/users/user-details";

const filterParam = z.object({ filter: z.string().trim().min(1).max(100) });
const userIdParam = z.object({ userId: z.string().min(1).max(64) });

export const userRoutes = new Hono<AppEnv>()
  .get("/details", async (c) => {
    const ctx = contextOf(c);
    return ok(c, await userDetails(ctx, requireUser(ctx)));
  })
  // The caller's own names (issue 31.13); "me", so no one can aim it at another account.
  .patch("/me", valid("json", profileSchema), async (c) =>
    ok(c, await updateProfile(contextOf(c), c.req.valid("json").input)),
  )
  .get("/list", async (c) => {
    return ok(c, await listUsers(contextOf(c)));
  })
  .get("/list/:filter", valid("param", filterParam), async (c) => {
    return ok(c, await listUsers(contextOf(c), c.req.valid("param").filter));
  })
  .get("/outbox", async (c) => {
    return ok(c, await listOutbox(contextOf(c)));
  })
  .delete("/:userId", valid("param", userIdParam), async (c) => {
    await deleteUser(contextOf(c), c.req.valid("param").userId);
    return ok(c, null);
  });
