import { sql } from "drizzle-orm";
import { memberships, refreshTokens, users } from "../../worker/db/schema";
import { backupDatabase } from "../../worker/platform/node/backup";
import { workedExample } from "../../core/cost-model";
import { BENCH_FEDERATION, benchApp } from "./bench-federation";

export const LOAD_USERS = 100;
export const loadUserEmail = (i: number) => `bench-user-${i}@example.org`;
/** Each bench user's session (refresh family): an access token is honoured only while its session lasts. */
export const loadUserSession = (i: number) => `bench-session-${i}`;

/**
 * The load benchmark's dataset (issue 9): a federation of 2,000 clubs, each with a calculator,
 * 100 users each admin of one club, a year of connections; written to `file` for a real server.
 */
export async function writeLoadDataset(file: string): Promise<{ seedMs: number }> {
  const { app, seedMs } = await benchApp({ clubs: 2000, connections: 365_000 });
  const started = performance.now();
  const db = app.deps.db();
  const [demo] = await db.select({ hash: users.passwordHash }).from(users).limit(1);
  const document = JSON.stringify(workedExample("CLUB_ID"));
  await db.run(sql`
    insert into calculations (organization_id, organization_type, document, version, modifier)
    select id, 'club', replace(${document}, 'CLUB_ID', id), 1, 'Bench' from clubs where federation_id = ${BENCH_FEDERATION}`);
  const ids = Array.from({ length: LOAD_USERS }, (_, i) => i);
  await db.batch([
    db.insert(users).values(ids.map((i) => ({ id: `bench-user-${i}`, email: loadUserEmail(i), passwordHash: demo.hash, firstName: "Bench", lastName: String(i) }))),
    db.insert(memberships).values(ids.map((i) => ({ userId: `bench-user-${i}`, organizationId: `bench-${i}`, organizationType: "club" as const }))),
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
