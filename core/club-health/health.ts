import { quantileSorted, quartiles, type Quartiles } from "../benchmark/quantiles";
import type { ClubFigures } from "./club-figures";

/**
 * The club health of a federation (season-money.md section 6) from its clubs' figures: counts, and
 * the quartiles (treasurer.md section 6's interpolation) of the result per member and of the price
 * change against the season before. The federation's admins see each club's figures already, so no
 * cell is hidden here (unlike the benchmark's 5 clubs).
 */

/** One club: its figures of the season, and of the season before when it had a calculator then. */
export interface ClubSeasons {
  now: ClubFigures;
  before: ClubFigures | null;
}

/** A band of the result per member, in euros: `from` included, `to` excluded; null = unbounded. */
export interface ResultBand {
  from: number | null;
  to: number | null;
  clubs: number;
}

export interface ClubHealth {
  /** Clubs of the federation with a calculator of the season. */
  clubs: number;
  /** Forecast result < 0. */
  withDeficit: number;
  /** Some category priced under its net cost. */
  belowCost: number;
  /** Result / N over the clubs with members; null when none. */
  resultPerMember: Quartiles | null;
  /** ST/N against the season before's ST/N, as a fraction (0.05 = +5 %), over the clubs with both; null when none. */
  priceChange: Quartiles | null;
  /** The clubs behind `priceChange`. */
  priceChangeClubs: number;
  /** How many clubs in each band of result per member: the distribution the screen draws. */
  resultBands: ResultBand[];
}

/** The bands' bounds in euros per member: a deficit of more than 100 EUR a member down to a surplus of more than 100. */
export const RESULT_BAND_BOUNDS = [-100, -50, -20, 0, 20, 50, 100] as const;

/** Half a cent: a result of -0.004 is float noise, not a deficit. */
const NOISE = 0.005;

export const isDeficit = (figures: ClubFigures) => figures.result < -NOISE;

/** p / q - 1, or null when the earlier price is none or 0 (no change can be said against nothing). */
export function priceChangeOf(price: number | null, earlier: number | null): number | null {
  if (price === null || earlier === null || earlier <= 0) return null;
  return price / earlier - 1;
}

function bandsOf(perMember: readonly number[]): ResultBand[] {
  const bounds: (number | null)[] = [null, ...RESULT_BAND_BOUNDS, null];
  const bands: ResultBand[] = bounds.slice(0, -1).map((from, i) => ({ from, to: bounds[i + 1], clubs: 0 }));
  for (const value of perMember) {
    let i = 0;
    while (i < RESULT_BAND_BOUNDS.length && value >= RESULT_BAND_BOUNDS[i]) i++;
    bands[i].clubs++;
  }
  return bands;
}

export function clubHealth(rows: readonly ClubSeasons[]): ClubHealth {
  let withDeficit = 0;
  let belowCost = 0;
  const perMember: number[] = [];
  const changes: number[] = [];
  for (const { now, before } of rows) {
    if (isDeficit(now)) withDeficit++;
    if (now.belowCost) belowCost++;
    if (now.members > 0) perMember.push(now.result / now.members);
    const change = before ? priceChangeOf(now.price, before.price) : null;
    if (change !== null) changes.push(change);
  }
  return {
    clubs: rows.length,
    withDeficit,
    belowCost,
    resultPerMember: perMember.length ? quartiles(perMember) : null,
    priceChange: changes.length ? quartiles(changes) : null,
    priceChangeClubs: changes.length,
    resultBands: bandsOf(perMember),
  };
}

/** The median of some values; null when there are none. */
export function medianOf(values: readonly number[]): number | null {
  return values.length ? quantileSorted(Float64Array.from(values).sort(), 0.5) : null;
}
