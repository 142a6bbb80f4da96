import { sql } from "drizzle-orm";
import { AppError } from "../../../core/errors";
import { departmentSql } from "../../../core/departments";
import type { FederationStatistics, LabelValue } from "../../../core/schemas/federation-lists";
import { periodWindow } from "../../../core/statistics-period";
import type { ServiceContext } from "../../http/context";
import { requireFederationAdmin } from "../permissions";
import { fillMonths, monthOf } from "./monthly-series";

type Series = "monthly" | "leagues" | "departments" | "byDepartment" | "byLeague" | "quota" | "registered";

/**
 * The federation statistics tab's series as the JSON of `FederationStatistics` (docs/decisions/050
 * and 092): two SQL statements in one batch, no club or connection row loaded into JavaScript.
 * Connections are counted per club through the (organization_id, at) index, one short range per
 * club whatever the federation's history; the per-club list is written as JSON by SQLite.
 */
export async function federationStatisticsJson(ctx: ServiceContext, federationId: string, from: number, to: number): Promise<string> {
  requireFederationAdmin(ctx, federationId);
  const db = (ctx.deps.readerDb ?? ctx.deps.db)();
  const now = ctx.deps.clock.now();
  const { start, end } = periodWindow(now, from, to);
  const [perClub, series] = await db.batch([
    // Materialized: otherwise SQLite inlines `value` into the filter and counts every club twice.
    db.all<{ list: string }>(sql`
      with counted as materialized (
        select c.id as clubId, c.name as club, c.league as league, c.zip_code as zip,
          (select count(*) from connections k where k.organization_id = c.id and k.at >= ${start} and k.at < ${end}) as value
        from clubs c where c.federation_id = ${federationId})
      select json_group_array(json_object('time', league || '|' || department || '|' || club, 'value', value, 'clubId', clubId,
        'club', club, 'league', league, 'department', department) order by value desc, club) as list
      from (select clubId, club, league, ${sql.raw(departmentSql("zip"))} as department, value from counted where value > 0)`),
    // Every club-level series from one pass over the federation's clubs (month and department computed once per club).
    db.all<{ series: Series; label: string | null; value: number }>(sql`
      with club as materialized (
        select strftime('%Y%m', c.created_at / 1000, 'unixepoch') as month, c.league as league, ${sql.raw(departmentSql("c.zip_code"))} as department
        from clubs c where c.federation_id = ${federationId})
      select series, label, value from (
        select 'monthly' as series, month as label, count(*) as value, 0 as rank from club group by month
        union all select 'leagues', label, count(*), 0 from (select min(month) as label from club where league <> '' group by league) group by label
        union all select 'departments', label, count(*), 0 from (select min(month) as label from club where department <> '' group by department) group by label
        union all select 'byDepartment', department, count(*), -count(*) from club group by department
        union all select 'byLeague', league, count(*), -count(*) from club group by league
        union all select 'quota', null, quota, 0 from federations where id = ${federationId}
        union all select 'registered', null, count(*), 0 from club)
      order by series, rank, label`),
  ]);
  const rows = (name: Series): LabelValue[] => series.filter((row) => row.series === name).map((row) => ({ label: String(row.label ?? ""), value: Number(row.value) }));
  const [quota] = rows("quota");
  if (!quota) throw new AppError(1000, { httpStatus: 404 });
  const thisMonth = monthOf(now);
  const head: Pick<FederationStatistics, "period" | "quota"> = {
    period: { from, to, start, end },
    quota: { available: quota.value, registered: rows("registered")[0]?.value ?? 0 },
  };
  const tail: Omit<FederationStatistics, "period" | "quota" | "connectionPerClub"> = {
    clubMonthlyIncrease: fillMonths(rows("monthly"), thisMonth),
    coveredLeague: fillMonths(rows("leagues"), thisMonth),
    coveredDepartment: fillMonths(rows("departments"), thisMonth),
    clubByDepartment: rows("byDepartment"),
    clubByLeague: rows("byLeague"),
  };
  // The two small objects around the long list, in the order of FederationStatistics.
  return `${JSON.stringify(head).slice(0, -1)},"connectionPerClub":${perClub[0]?.list ?? "[]"},${JSON.stringify(tail).slice(1)}`;
}
