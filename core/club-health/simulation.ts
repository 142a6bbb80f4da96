import type { ClubFigures, SimulationMode } from "./club-figures";
import { clubHealth, isDeficit, medianOf, priceChangeOf, type ClubHealth } from "./health";

/**
 * The licence simulator's answer (season-money.md section 6): club health of the changed calculators,
 * the same figures as they are now beside them (the screen draws both), and what the change does to
 * each club: the median change of its price (prices-follow) and the clubs it turns to a deficit.
 */
export interface SimulatedClub {
  now: ClubFigures;
  simulated: ClubFigures;
  before: ClubFigures | null;
}

export interface Simulation extends ClubHealth {
  season: string;
  templateFeesPct: number;
  mode: SimulationMode;
  /** Club health as the calculators are now. */
  current: ClubHealth;
  /** Median over the clubs of ST/N simulated against ST/N now, as a fraction; null when no club has a price. 0 with prices held. */
  medianPriceChange: number | null;
  /** Clubs whose result is 0 or more now and below 0 simulated. */
  clubsTurningToDeficit: number;
}

export function simulation(
  season: string,
  templateFeesPct: number,
  mode: SimulationMode,
  rows: readonly SimulatedClub[],
): Simulation {
  const changes: number[] = [];
  let turning = 0;
  for (const { now, simulated } of rows) {
    const change = priceChangeOf(simulated.price, now.price);
    if (change !== null) changes.push(change);
    if (!isDeficit(now) && isDeficit(simulated)) turning++;
  }
  return {
    season,
    templateFeesPct,
    mode,
    ...clubHealth(rows.map((r) => ({ now: r.simulated, before: r.before }))),
    current: clubHealth(rows.map((r) => ({ now: r.now, before: r.before }))),
    medianPriceChange: medianOf(changes),
    clubsTurningToDeficit: turning,
  };
}
