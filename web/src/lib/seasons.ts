import { api } from "./api";

// GET calculation/seasons (treasurer.md section 1), shared by the calculator and the federation's lists.

export interface SeasonEntry {
  season: string;
  version: number;
  lastUpdate?: string;
  modifier?: string;
}

export interface SeasonList {
  /** The server's current season (its clock, not this device's). */
  current: string;
  next?: string;
  /** Seasons that have a saved calculator, newest first. */
  seasons: SeasonEntry[];
}

export const seasonsKey = (organizationId: string) => ["calculation", "seasons", organizationId] as const;

export function listSeasons(organizationId: string) {
  return api.get<SeasonList>("/calculation/seasons", { organizationId });
}
