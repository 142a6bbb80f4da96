import { z } from "zod";
import { isSeason } from "../season";
import { DEFAULT_PERIOD, PERIOD_FIRST_DAY, PERIOD_LAST_DAY } from "../statistics-period";

const federationId = z.string().trim().min(1).max(64);
const dayOffset = z.coerce
  .number()
  .int()
  .min(PERIOD_FIRST_DAY, "not_in_range")
  .max(PERIOD_LAST_DAY, "not_in_range");

/** GET club/list?federationId=&search=&season= (the search ignores accents and case; season: none = the current one). */
export const clubListQuerySchema = z.object({
  federationId,
  search: z.string().max(100).optional(),
  season: z.string().refine(isSeason, "error_season_invalid").optional(),
});

/**
 * GET statistics/federation?federationId=&from=&to=: day offsets (see statistics-period.ts).
 * `period=N` (the last N days) is kept as a shorthand for from=-N, to=-1.
 */
export const statisticsQuerySchema = z
  .object({
    federationId,
    from: dayOffset.optional(),
    to: dayOffset.optional(),
    period: z.coerce.number().int().min(1, "not_in_range").max(-PERIOD_FIRST_DAY, "not_in_range").optional(),
  })
  .transform(({ federationId, from, to, period }) => ({
    federationId,
    from: from ?? (period ? -period : DEFAULT_PERIOD.from),
    to: to ?? DEFAULT_PERIOD.to,
  }))
  .refine((q) => q.from <= q.to, { message: "not_in_range", path: ["from"] });
export type StatisticsQuery = z.infer<typeof statisticsQuerySchema>;

/** One point of a statistics series; monthly labels are YYYYMM. */
export interface LabelValue {
  label: string;
  value: number;
}

/** Connections of one club over the period; `time` keeps the legacy `league|department|club` form. */
export interface ClubConnections {
  time: string;
  value: number;
  clubId: string;
  club: string;
  league: string;
  department: string;
}

/** GET statistics/federation (product.md section 3, statistics data). */
export interface FederationStatistics {
  period: { from: number; to: number; start: number; end: number };
  quota: { available: number; registered: number };
  connectionPerClub: ClubConnections[];
  clubMonthlyIncrease: LabelValue[];
  coveredLeague: LabelValue[];
  coveredDepartment: LabelValue[];
  clubByDepartment: LabelValue[];
  clubByLeague: LabelValue[];
}

/** A row of GET club/list (product.md screen 7 columns); dates are epoch milliseconds. */
export interface ClubListRow {
  id: string;
  code: string;
  name: string;
  zipCode: string;
  league: string;
  /** Of its calculator of the listed season; 0 when it has none (`started` false). */
  members: number;
  globalFees: number;
  createdAt: number;
  /** Whether the club has a calculator of the listed season: false, it has not started that season (issue 38.3). */
  started: boolean;
  /** The forecast result of its calculator of the listed season (treasurer.md section 2); null when it has none or none was kept yet (decision 226). */
  result: number | null;
}

/** GET club/{id}: the row plus its details. */
export interface ClubWithDetails extends Omit<ClubListRow, "started"> {
  region: string;
  logo: string;
  federationId: string | null;
  federation: string;
  /** The invitation the club was created from (XXXX-XXXX-XXXX-XXXX), if any; shown only to the global admin and its federation's admins. */
  invitationId: string | null;
  details: {
    admins: { firstName: string; lastName: string; email: string; lastConnection: number | null }[];
    /** invitationId is null for a caller who may not invite (decision 117); expiresAt in epoch ms. */
    invitations: { name: string; invitationId: string | null; expiresAt: number | null }[];
    categories: number;
    avgMemberShip: number;
    lastConnection: number | null;
    lastSaved: number | null;
  };
}
