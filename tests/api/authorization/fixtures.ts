import { eq, inArray, sql } from "drizzle-orm";
import { AppError, errorCodes } from "#core/errors";
import { clubs, federations, memberships, users } from "../../../worker/db/schema";
import { DEMO_CLUB_ID, DEMO_FEDERATION_ID } from "../../../worker/seed/demo";
import { keptColumnsRecomputed } from "../../../worker/services/clubs/kept-columns";
import { createTestApp, type TestApp } from "../../support/test-app";

export const roles = [
  "anonymous",
  "user",
  "clubAdmin",
  "otherClubAdmin",
  "fedeAdmin",
  "otherFedeAdmin",
  "admin",
] as const;
export type Role = (typeof roles)[number];

export const ids = {
  federation: DEMO_FEDERATION_ID,
  club: DEMO_CLUB_ID,
  otherFederation: "matrix-other-fed",
  otherClub: "matrix-other-club",
  /** A club of the other federation: the demo federation's admin must not reach it. */
  otherFederationClub: "matrix-other-fed-club",
  ordinaryUser: "matrix-user",
} as const;

const emails: Record<Exclude<Role, "anonymous">, string> = {
  user: "matrix-user@example.org",
  clubAdmin: "club@demo.clubcost.app",
  otherClubAdmin: "matrix-other-club@example.org",
  fedeAdmin: "fede@demo.clubcost.app",
  otherFedeAdmin: "matrix-other-fede@example.org",
  admin: "admin@demo.clubcost.app",
};

export interface World {
  app: TestApp;
  tokens: Record<Role, string | undefined>;
}

/**
 * The demo data plus the tenants a matrix needs: an ordinary user, the admin of another club of the
 * same federation, and the admin of another federation. New accounts reuse the demo password hash.
 */
export async function buildWorld(): Promise<World> {
  const app = await createTestApp({
    overrides: {
      imageHostGuard: async () => {
        throw new AppError(errorCodes.noRight, { httpStatus: 403 });
      },
    },
  });
  const db = app.deps.db();
  const [demo] = await db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.email, emails.admin));
  await db.batch([
    db.insert(users).values([
      {
        id: ids.ordinaryUser,
        email: emails.user,
        passwordHash: demo.hash,
        firstName: "Olive",
        lastName: "Ordinaire",
      },
      {
        id: "matrix-other-club-admin",
        email: emails.otherClubAdmin,
        passwordHash: demo.hash,
        firstName: "Otto",
        lastName: "Autreclub",
      },
      {
        id: "matrix-other-fede-admin",
        email: emails.otherFedeAdmin,
        passwordHash: demo.hash,
        firstName: "Flora",
        lastName: "Autrefédé",
      },
    ]),
    db.insert(federations).values({
      id: ids.otherFederation,
      name: "Autre fédération",
      logo: "/brands/fft.svg",
      subdomain: "matrix",
      contact: "x@example.org",
      quota: 5,
      contractEnd: "2099-01-01",
    }),
    db.insert(clubs).values([
      {
        id: ids.otherClub,
        federationId: ids.federation,
        code: "MATRIX01",
        name: "Autre club",
        nameSearch: "autre club",
        zipCode: "69001",
        league: "Auvergne-Rhône-Alpes",
        region: "",
      },
      {
        id: ids.otherFederationClub,
        federationId: ids.otherFederation,
        code: "MATRIX02",
        name: "Club d'ailleurs",
        nameSearch: "club d'ailleurs",
        zipCode: "13001",
        league: "Provence-Alpes-Côte d'Azur",
        region: "",
      },
    ]),
    keptColumnsRecomputed(db, inArray(clubs.id, [ids.otherClub, ids.otherFederationClub])),
    db.insert(memberships).values([
      { userId: "matrix-other-club-admin", organizationId: ids.otherClub, organizationType: "club" },
      {
        userId: "matrix-other-fede-admin",
        organizationId: ids.otherFederation,
        organizationType: "federation",
      },
    ]),
  ]);
  const tokens = { anonymous: undefined } as World["tokens"];
  for (const [role, email] of Object.entries(emails)) tokens[role as Role] = await app.login(email);
  return { app, tokens };
}

const volatileTables = new Set(["connections", "refresh_tokens", "__drizzle_migrations", "sqlite_sequence"]);

/** Every row of every lasting table: a refused call must leave this unchanged. */
export async function digest(app: TestApp): Promise<string> {
  const db = app.deps.db();
  const tables = await db.all<{ name: string }>(
    sql`SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name`,
  );
  const parts: string[] = [];
  for (const { name } of tables) {
    if (volatileTables.has(name) || name.startsWith("_")) continue;
    const rows = await db.all(sql.raw(`SELECT * FROM "${name}" ORDER BY 1`));
    // Last-connection stamps move on every authenticated call; they are not data a refusal may change.
    parts.push(
      name,
      JSON.stringify(rows, (key, value) =>
        key === "last_connection" || key === "lastConnection" ? undefined : value,
      ),
    );
  }
  return parts.join("\n");
}
