import { eq } from "drizzle-orm";
import type { UserDetails } from "#core/schemas/user";
import { users } from "../../db/schema";
import type { ServiceContext } from "../../http/context";
import { forgetSession } from "../auth/session-cache";
import { requireUser } from "../permissions";
import { userDetails } from "./user-details";

/**
 * PATCH user/me: the caller sets their own first and last names (issue 31.13: a self-registered
 * account starts without any). Only their own row; the cached session forgets the old names, so the
 * next save signs with the new ones.
 */
export async function updateProfile(
  ctx: ServiceContext,
  input: { firstName: string; lastName: string },
): Promise<UserDetails> {
  const user = requireUser(ctx);
  await ctx.deps
    .db()
    .update(users)
    .set({ firstName: input.firstName, lastName: input.lastName, updatedAt: ctx.deps.clock.now() })
    .where(eq(users.id, user.id));
  forgetSession(ctx.deps, user.id);
  return userDetails(ctx, { ...user, ...input });
}
