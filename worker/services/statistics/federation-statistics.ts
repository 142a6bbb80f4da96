import { sql } from "drizzle-orm";
import { AppError } from "../../../core/errors";
import { departmentSql } from "../../../core/departments";
import type { FederationStatistics, LabelValue } from "../../../core/schemas/federation-lists";
import { periodWindow } from "../../../core/statistics-period";
import type { ServiceContext } from "../../http/context";
import { requireFederationAdmin } from "../permissions";
import { fillMonths, monthOf } from "./monthly-series";

const department = sql.raw(departmentSql("c.zip_code"));
const month = sql`strftime('%Y%m', c.created_at / 1000, 'unixepoch')`;

/**
 * The federation statistics tab's series, each one SQL aggregate in a single batch (no club or
 * connection row is loaded into memory). Connections are counted per club through the
 * (organization_id, at) index: one short range count per club, whatever the federation's history.
 */
export async function federationStatistics(ctx: ServiceContext, federationId: string, from: number, to: number): Promise<FederationStatistics> {
  requireFederationAdmin(ctx, federationId);
  const db = ctx.deps.db();
  const now = ctx.deps.clock.now();
  const { start, end } = periodWindow(now, from, to);
  const ofFederation = sql`c.federation_id = ${federationId}`;
  const [federation, connectionRows, monthly, leagues, departments, byDepartment, byLeague] = await db.batch([
    db.all<{ quota: number; clubs: number }>(sql`select f.quota as quota, (select count(*) from clubs c where ${ofFederation}) as clubs from federations f where f.id = ${federationId}`),
    db.all<{ clubId: string; club: string; league: string; department: string; value: number }>(sql`
      select * from (
        select c.id as clubId, c.name as club, c.league as league, ${department} as department,
          (select count(*) from connections k where k.organization_id = c.id and k.at >= ${start} and k.at < ${end}) as value
        from clubs c where ${ofFederation}
      ) where value > 0 order by value desc, club`),
    db.all<LabelValue>(sql`select ${month} as label, count(*) as value from clubs c where ${ofFederation} group by label order by label`),
    db.all<LabelValue>(sql`select label, count(*) as value from (select min(${month}) as label from clubs c where ${ofFederation} and c.league <> '' group by c.league) group by label order by label`),
    db.all<LabelValue>(sql`select label, count(*) as value from (select min(${month}) as label from clubs c where ${ofFederation} and ${department} <> '' group by ${department}) group by label order by label`),
    db.all<LabelValue>(sql`select ${department} as label, count(*) as value from clubs c where ${ofFederation} group by label order by value desc, label`),
    db.all<LabelValue>(sql`select c.league as label, count(*) as value from clubs c where ${ofFederation} group by label order by value desc, label`),
  ]);
  if (!federation[0]) throw new AppError(1000, { httpStatus: 404 });
  const thisMonth = monthOf(now);
  return {
    period: { from, to, start, end },
    quota: { available: Number(federation[0].quota), registered: Number(federation[0].clubs) },
    connectionPerClub: connectionRows.map((r) => ({
      time: `${r.league}|${r.department}|${r.club}`,
      value: Number(r.value),
      clubId: r.clubId,
      club: r.club,
      league: r.league,
      department: r.department,
    })),
    clubMonthlyIncrease: fillMonths(monthly.map(numeric), thisMonth),
    coveredLeague: fillMonths(leagues.map(numeric), thisMonth),
    coveredDepartment: fillMonths(departments.map(numeric), thisMonth),
    clubByDepartment: byDepartment.map(numeric),
    clubByLeague: byLeague.map(numeric),
  };
}

const numeric = (row: LabelValue): LabelValue => ({ label: String(row.label ?? ""), value: Number(row.value) });
