import { eq } from "drizzle-orm";
import { AppError, errorCodes } from "#core/errors";
import { clubs } from "../db/schema";
import type { ServiceContext, SessionUser } from "../http/context";

/** The logged-in caller, or 401 (the web app then raises its re-login dialog). */
export function requireUser(ctx: ServiceContext): SessionUser {
  if (!ctx.user) throw new AppError(errorCodes.authenticationFailed, { httpStatus: 401 });
  return ctx.user;
}

export function requireAdmin(ctx: ServiceContext): SessionUser {
  const user = requireUser(ctx);
  if (!user.isAdmin) throw new AppError(errorCodes.noRight, { httpStatus: 403 });
  return user;
}

/** Global admin, or adminFede of that federation (api.md's table). */
export function requireFederationAdmin(ctx: ServiceContext, federationId: string): SessionUser {
  const user = requireUser(ctx);
  if (!user.isAdmin && !user.federationIds.includes(federationId))
    throw new AppError(errorCodes.noRight, { httpStatus: 403 });
  return user;
}

/**
 * Access to a club: its admins and the global admin always; the admins of its federation
 * for reading and removing only (mode "federation-read").
 */
export async function requireClubAccess(
  ctx: ServiceContext,
  clubId: string,
  mode: "club-admin" | "federation-read",
) {
  const user = requireUser(ctx);
  const [club] = await ctx.deps.db().select().from(clubs).where(eq(clubs.id, clubId)).limit(1);
  const allowedByFederation =
    mode === "federation-read" &&
    club?.federationId != null &&
    user.federationIds.includes(club.federationId);
  if (!user.isAdmin && !user.clubIds.includes(clubId) && !allowedByFederation)
    throw new AppError(errorCodes.noRight, { httpStatus: 403 });
  if (!club) throw new AppError(errorCodes.clubNotFound, { httpStatus: 404 });
  return { user, club };
}
