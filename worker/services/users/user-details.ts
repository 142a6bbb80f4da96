import { sql } from "drizzle-orm";
import { AppError, errorCodes } from "#core/errors";
import { clubs, federations, users } from "../../db/schema";
import type { OrganizationSummary, UserDetails } from "#core/schemas/user";
import type { ServiceContext, SessionUser } from "../../http/context";

interface DetailsRow {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  locale: string;
  createdAt: number;
  updatedAt: number;
  lastConnection: number | null;
  /** JSON arrays of [id, name, logo], built by SQLite. */
  federations: string;
  clubs: string;
}

/** `id in (...)` of a list that may be empty (`in ()` is valid SQLite and matches nothing). */
const inList = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/**
 * The caller's profile with roles and organizations; the global admin sees every federation.
 * One statement (the organizations come back as JSON arrays): the most frequent call after login.
 */
export async function userDetails(ctx: ServiceContext, caller: SessionUser): Promise<UserDetails> {
  const federationFilter = caller.isAdmin
    ? sql``
    : sql`where ${federations.id} in (${inList(caller.federationIds)})`;
  const row = await ctx.deps.db().get<DetailsRow>(sql`
    select ${users.id} as id, ${users.email} as email, ${users.firstName} as firstName, ${users.lastName} as lastName,
      ${users.locale} as locale, ${users.createdAt} as createdAt, ${users.updatedAt} as updatedAt, ${users.lastConnection} as lastConnection,
      (select json_group_array(json_array(${federations.id}, ${federations.name}, ${federations.logo})) from ${federations} ${federationFilter}) as federations,
      (select json_group_array(json_array(${clubs.id}, ${clubs.name}, ${clubs.logo})) from ${clubs} where ${clubs.id} in (${inList(caller.clubIds)})) as clubs
    from ${users} where ${users.id} = ${caller.id}`);
  // Deleted between the token check and this read: as if the token were no longer valid.
  if (!row) throw new AppError(errorCodes.authenticationFailed, { httpStatus: 401 });
  const roles: string[] = [];
  if (caller.isAdmin) roles.push("admin");
  if (caller.federationIds.length) roles.push("adminFede");
  const summaries = (json: string, type: OrganizationSummary["type"]) =>
    (JSON.parse(json) as [string, string, string][]).map(([id, name, logo]): OrganizationSummary => ({
      id,
      name,
      logo,
      type,
    }));
  const organizations = [...summaries(row.federations, "federation"), ...summaries(row.clubs, "club")].sort(
    (a, b) => a.name.localeCompare(b.name, "fr"),
  );
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    locale: row.locale,
    roles,
    organizations,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    lastConnection: row.lastConnection,
  };
}
