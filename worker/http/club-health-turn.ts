import { oneAtATime } from "./one-at-a-time";

/**
 * GET statistics/club-health and POST federation/simulate evaluate every club of a federation: they
 * take turns in this process, as calculation/evaluate does (docs/decisions/214, 226), so a slider
 * dragged by two admins never runs four federations' worth of evaluations between two other requests.
 */
export const clubHealthTurn = oneAtATime();
