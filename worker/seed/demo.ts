import { eq, inArray, sql } from "drizzle-orm";
import { clubs, federations, memberships, users } from "../db/schema";
import type { Database } from "../deps";
import { hashPassword, type PasswordHashing } from "../services/auth/password-hash";
import { searchableName } from "#core/text";
import { seedDemoHistory } from "./demo-history";
import { seedDemoCalculators } from "./demo-calculators";
import { listRowWrite } from "../services/clubs/kept-columns";

export const DEMO_PASSWORD = "clubcost-demo";
export const demoAccounts = [
  { email: "admin@demo.clubcost.app", role: "global admin" },
  { email: "fede@demo.clubcost.app", role: "admin of the demo table-tennis federation (fftt)" },
  {
    email: "club@demo.clubcost.app",
    role: "admin of the demo club, whose calculator holds the worked example",
  },
] as const;

export const DEMO_FEDERATION_ID = "demo-fftt";
export const DEMO_CLUB_ID = "demo-club";

export async function isEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)` }).from(users);
  return Number(row.count) === 0;
}

/** Whether the demo accounts are there (a later start prints them again, password unchanged or not). */
export async function hasDemoAccounts(db: Database): Promise<boolean> {
  const emails = demoAccounts.map((account) => account.email);
  const [row] = await db
    .select({ count: sql<number>`count(*)` })
    .from(users)
    .where(inArray(users.email, emails));
  return Number(row.count) > 0;
}

/** Seeds the demo organizations and accounts; only ever called on an empty database. */
export async function seedDemo(db: Database, now = Date.now(), hashing?: PasswordHashing) {
  // One hash for the shared demo password keeps the seed fast; each account still verifies normally.
  // `hashing`: the test factory's cheaper one, so that the demo accounts hash like the ones tests make.
  const passwordHash = await hashPassword(DEMO_PASSWORD, hashing);
  const oneYear = new Date(now + 365 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  await db.batch([
    db.insert(users).values([
      {
        id: "demo-admin",
        email: demoAccounts[0].email,
        passwordHash,
        firstName: "Alice",
        lastName: "Admin",
        isAdmin: true,
      },
      {
        id: "demo-fede",
        email: demoAccounts[1].email,
        passwordHash,
        firstName: "Fabien",
        lastName: "Fédération",
      },
      {
        id: "demo-club-admin",
        email: demoAccounts[2].email,
        passwordHash,
        firstName: "Claire",
        lastName: "Trésorière",
      },
    ]),
    db.insert(federations).values({
      id: DEMO_FEDERATION_ID,
      name: "Fédération démo de tennis de table",
      logo: "/brands/fftt.svg",
      subdomain: "fftt",
      contact: "contact@demo.clubcost.app",
      quota: 40,
      contractEnd: oneYear,
    }),
    db.insert(clubs).values({
      id: DEMO_CLUB_ID,
      federationId: DEMO_FEDERATION_ID,
      code: "08750001",
      name: "Ping Club de Démo",
      nameSearch: searchableName("Ping Club de Démo"),
      zipCode: "75011",
      league: "Île-de-France",
      region: "Île-de-France",
    }),
    listRowWrite(db, eq(clubs.id, DEMO_CLUB_ID)),
    db.insert(memberships).values([
      { userId: "demo-fede", organizationId: DEMO_FEDERATION_ID, organizationType: "federation" },
      { userId: "demo-club-admin", organizationId: DEMO_CLUB_ID, organizationType: "club" },
    ]),
  ]);
  const plans = await seedDemoHistory(db, DEMO_FEDERATION_ID, now);
  await seedDemoCalculators(
    db,
    {
      federationId: DEMO_FEDERATION_ID,
      clubId: DEMO_CLUB_ID,
      federationAdmin: "demo-fede",
      clubAdmin: "demo-club-admin",
    },
    now,
    plans,
  );
}
