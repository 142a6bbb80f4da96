import { Hono } from "hono";
import { z } from "zod";
import { contextOf } from "../http/authenticate";
import { requireUser } from "../services/permissions";
import type { AppEnv } from "../http/context";
import { ok } from "../http/envelope";
import { valid } from "../http/validate";
import { deleteUser, listOutbox, listUsers } from "../services/users/user-admin";
import { userDetails } from "../services/users/user-details";

const filterParam = z.object({ filter: z.string().trim().min(1).max(100) });
const userIdParam = z.object({ userId: z.string().min(1).max(64) });

export const userRoutes = new Hono<AppEnv>()
  .get("/details", async (c) => {
    const ctx = contextOf(c);
    return ok(c, await userDetails(ctx, requireUser(ctx)));
  })
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
