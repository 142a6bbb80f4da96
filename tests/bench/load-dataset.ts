import { sql } from "drizzle-orm";
import { memberships, refreshTokens, users } from "../../worker/db/schema";
import { backupDatabase } from "../../worker/platform/node/backup";
import { workedExample } from "#core/cost-model/index";
import { seasonOf, shiftSeason } from "#core/season";
import { BENCH_FEDERATION, benchApp } from "./bench-federation";

export const LOAD_USERS = 100;
export const loadUserEmail = (i: number) => `bench-user-${i}@example.org`;
/** Each bench user's session (refresh family): an access token is honoured only while its session lasts. */
export const loadUserSession = (i: number) => `bench-session-${i}`;

/** Seasons of calculators per club (issue 27): the current one and four before it. */
export const LOAD_SEASONS = 5;
/** Saves kept in the history of each earlier season (the current season has its one save). */
const SAVES_PER_EARLIER_SEASON = 5;

/**
 * The load benchmark's dataset (issue 9): a federation of 2,000 clubs, each with a calculator for
 * this season and each of the four before it (issue 27: 5 saves in each earlier season's history),
 * 100 users each admin of one club, a year of connections; written to `file` for a real server.
 */
export async function writeLoadDataset(file: string): Promise<{ seedMs: number }> {
  const { app, seedMs } = await benchApp({ clubs: 2000, connections: 365_000 });
  const started = performance.now();
  const db = app.deps.db();
  const [demo] = await db.select({ hash: users.passwordHash }).from(users).limit(1);
  const document = JSON.stringify(workedExample("CLUB_ID"));
  const current = seasonOf(new Date());
  const seasons = sql.join(
    Array.from(
      { length: LOAD_SEASONS },
      (_, i) => sql`(${shiftSeason(current, -i)}, ${i === 0 ? 1 : SAVES_PER_EARLIER_SEASON})`,
    ),
    sql`, `,
  );
  const saves = sql.join(
    Array.from({ length: SAVES_PER_EARLIER_SEASON }, (_, i) => sql`(${i + 1})`),
    sql`, `,
  );
  // The current season at version 1 (the load mix's saves start from it), earlier ones at their last save.
  await db.run(sql`
    with s(season, saves) as (values ${seasons})
    insert into calculations (organization_id, season, organization_type, document, version, modifier, members, global_fees)
    select c.id, s.season, 'club', replace(${document}, 'CLUB_ID', c.id), s.saves, 'Bench', 100, 13400
    from clubs c, s where c.federation_id = ${BENCH_FEDERATION}`);
  await db.run(sql`
    with s(season, saves) as (values ${seasons}), v(version) as (values ${saves})
    insert into calculation_history (organization_id, season, version, document, modifier, saved_at)
    select c.id, s.season, v.version, replace(${document}, 'CLUB_ID', c.id), 'Bench', ${Date.now()} - (${LOAD_SEASONS} - v.version) * 86400000
    from clubs c, s, v where c.federation_id = ${BENCH_FEDERATION} and v.version <= s.saves`);
  const ids = Array.from({ length: LOAD_USERS }, (_, i) => i);
  await db.batch([
    db.insert(users).values(
      ids.map((i) => ({
        id: `bench-user-${i}`,
        email: loadUserEmail(i),
        passwordHash: demo.hash,
        firstName: "Bench",
        lastName: String(i),
      })),
    ),
    db.insert(memberships).values(
      ids.map((i) => ({
        userId: `bench-user-${i}`,
        organizationId: `bench-${i}`,
        organizationType: "club" as const,
      })),
    ),
    db.insert(refreshTokens).values(
      ids.map((i) => ({
        tokenHash: `bench-token-${i}`,
        userId: `bench-user-${i}`,
        familyId: loadUserSession(i),
        expiresAt: Date.now() + 86_400_000,
        sessionStartedAt: Date.now(),
      })),
    ),
  ]);
  // Planner statistics of the data as served: taken before these inserts, they would describe a
  // calculations table of two rows, and SQLite would scan it instead of using its primary key.
  await db.run(sql`analyze`);
  await backupDatabase(app.databaseUrl, file);
  app.close();
  return { seedMs: seedMs + performance.now() - started };
}
