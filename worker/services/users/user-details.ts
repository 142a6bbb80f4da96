import { eq, inArray } from "drizzle-orm";
import { clubs, federations, users } from "../../db/schema";
import type { ServiceContext, SessionUser } from "../../http/context";

export interface OrganizationSummary {
  id: string;
  name: string;
  logo: string;
  type: "federation" | "club";
}

/** The caller's profile with roles and organizations; the global admin sees every federation. */
export async function userDetails(ctx: ServiceContext, caller: SessionUser) {
  const db = ctx.deps.db();
  const federationQuery = caller.isAdmin
    ? db.select({ id: federations.id, name: federations.name, logo: federations.logo }).from(federations)
    : db.select({ id: federations.id, name: federations.name, logo: federations.logo }).from(federations).where(inArray(federations.id, caller.federationIds.length ? caller.federationIds : [""]));
  const [userRows, federationRows, clubRows] = await db.batch([
    db.select().from(users).where(eq(users.id, caller.id)).limit(1),
    federationQuery,
    db.select({ id: clubs.id, name: clubs.name, logo: clubs.logo }).from(clubs).where(inArray(clubs.id, caller.clubIds.length ? caller.clubIds : [""])),
  ]);
  const user = userRows[0];
  const roles: string[] = [];
  if (caller.isAdmin) roles.push("admin");
  if (caller.federationIds.length) roles.push("adminFede");
  const organizations: OrganizationSummary[] = [
    ...federationRows.map((f) => ({ ...f, type: "federation" as const })),
    ...clubRows.map((club) => ({ ...club, type: "club" as const })),
  ].sort((a, b) => a.name.localeCompare(b.name, "fr"));
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    locale: user.locale,
    roles,
    organizations,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
    lastConnection: user.lastConnection,
  };
}
