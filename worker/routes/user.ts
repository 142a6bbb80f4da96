import { Hono } from "hono";
import { z } from "zod";
import { contextOf, requireAdmin, requireUser } from "../http/authenticate";
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
    const ctx = contextOf(c);
    requireAdmin(ctx);
    return ok(c, await listUsers(ctx));
  })
  .get("/list/:filter", valid("param", filterParam), async (c) => {
    const ctx = contextOf(c);
    requireAdmin(ctx);
    return ok(c, await listUsers(ctx, c.req.valid("param").filter));
  })
  .get("/outbox", async (c) => {
    const ctx = contextOf(c);
    requireAdmin(ctx);
    return ok(c, await listOutbox(ctx));
  })
  .delete("/:userId", valid("param", userIdParam), async (c) => {
    const ctx = contextOf(c);
    await deleteUser(ctx, requireAdmin(ctx), c.req.valid("param").userId);
    return ok(c, null);
  });
