import { sql } from "drizzle-orm";
import { departmentSql } from "../../../core/departments";
import type { ServiceContext } from "../../http/context";
import { requireFederationAdmin } from "../permissions";

const DAY_MS = 24 * 3600 * 1000;

interface Row {
  label: string;
  value: number;
}

/**
 * The federation statistics tab's series, each one SQL aggregate (no row is loaded into memory):
 * connections per club/department/league over the period, monthly club increase, leagues and
 * departments newly covered each month, clubs per department and per league.
 */
export async function federationStatistics(ctx: ServiceContext, federationId: string, periodDays: number) {
  requireFederationAdmin(ctx, federationId);
  const db = ctx.deps.db();
  const since = ctx.deps.clock.now() - periodDays * DAY_MS;
  const dept = sql.raw(departmentSql("c.zip_code"));
  const month = sql`strftime('%Y%m', c.created_at / 1000, 'unixepoch')`;
  const [connectionRows, monthly, leagues, departments, byDepartment, byLeague, quota] = await db.batch([
    db.all<{ league: string; department: string; club: string; value: number }>(sql`
      select c.league as league, ${dept} as department, c.name as club, count(*) as value
      from connections k join clubs c on c.id = k.organization_id
      where k.federation_id = ${federationId} and k.at >= ${since}
      group by c.id order by value desc`),
    db.all<Row>(sql`select ${month} as label, count(*) as value from clubs c where c.federation_id = ${federationId} group by label order by label`),
    db.all<Row>(sql`select label, count(*) as value from (select min(${month}) as label from clubs c where c.federation_id = ${federationId} and c.league <> '' group by c.league) group by label order by label`),
    db.all<Row>(sql`select label, count(*) as value from (select min(${month}) as label from clubs c where c.federation_id = ${federationId} and length(c.zip_code) = 5 group by ${dept}) group by label order by label`),
    db.all<Row>(sql`select ${dept} as label, count(*) as value from clubs c where c.federation_id = ${federationId} group by label order by value desc, label`),
    db.all<Row>(sql`select c.league as label, count(*) as value from clubs c where c.federation_id = ${federationId} group by label order by value desc, label`),
    db.all<{ quota: number; clubs: number }>(sql`select f.quota as quota, (select count(*) from clubs c where c.federation_id = f.id) as clubs from federations f where f.id = ${federationId}`),
  ]);
  return {
    quota: { available: quota[0]?.quota ?? 0, registered: quota[0]?.clubs ?? 0 },
    connectionPerClub: connectionRows.map((r) => ({ time: `${r.league}|${r.department}|${r.club}`, value: Number(r.value) })),
    clubMonthlyIncrease: monthly.map(numeric),
    coveredLeague: leagues.map(numeric),
    coveredDepartment: departments.map(numeric),
    clubByDepartment: byDepartment.map(numeric),
    clubByLeague: byLeague.map(numeric),
  };
}

const numeric = (row: Row): Row => ({ label: String(row.label), value: Number(row.value) });
