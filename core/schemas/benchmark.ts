import { z } from "zod";
import type { CategoryKind } from "../category-kinds";
import type { BandPosition, Quartiles } from "../benchmark/quantiles";
import { isSeason } from "../season";

/** The season whose calculators are compared (none: the current one, docs/decisions/168). */
const season = z.string().refine(isSeason, "error_season_invalid").optional();

/** GET statistics/benchmark?federationId=&season= */
export const benchmarkQuerySchema = z.object({ federationId: z.string().trim().min(1).max(64), season });
/** GET statistics/benchmark/club?season= (the club in x-organization-id) */
export const clubBenchmarkQuerySchema = z.object({ season });

/** One kind's quartiles across the clubs of a cell of at least 5 clubs (treasurer.md section 6). */
export interface KindBenchmark {
  kind: CategoryKind;
  clubs: number;
  members: Quartiles;
  membership: Quartiles;
  realCost: Quartiles;
  netCost: Quartiles;
}

export interface FederationBenchmark {
  season: string;
  /** Clubs with at least one category of a kind. */
  clubs: number;
  kinds: KindBenchmark[];
  byLeague: { league: string; kinds: KindBenchmark[] }[];
  byDepartment: { department: string; kinds: KindBenchmark[] }[];
}

/** The membership price's band among comparable clubs, and where the club's own price stands. */
export interface PriceBand extends Quartiles {
  clubs: number;
  position: BandPosition;
}

export interface CategoryBenchmark {
  groupIndex: number;
  categoryIndex: number;
  name: string;
  kind: CategoryKind;
  membership: number;
  federation: PriceBand | null;
  league: PriceBand | null;
  /** Against the federation's band; null when that band is not shown. */
  position: BandPosition | null;
}

export interface ClubBenchmark {
  season: string;
  categories: CategoryBenchmark[];
}
