import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ClubHealth, Simulation, SimulationMode } from "#core/schemas/club-health";
import { api } from "../../../lib/api";

/** GET statistics/club-health (season-money.md section 6); undefined season: the current one. */
export function useClubHealth(federationId: string, season?: string) {
  return useQuery({
    queryKey: ["club-health", federationId, season ?? ""],
    queryFn: () =>
      api.get<ClubHealth & { season: string }>("/statistics/club-health", {
        query: { federationId, season },
        organizationId: federationId,
      }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/**
 * POST federation/simulate: nothing is saved, so it is asked like a read, once per percentage and mode.
 * The figures already shown stay while the next ones come (the slider keeps moving them).
 */
export function useSimulation(
  federationId: string,
  season: string | undefined,
  templateFeesPct: number,
  mode: SimulationMode,
) {
  return useQuery({
    queryKey: ["club-health-simulation", federationId, season ?? "", templateFeesPct, mode],
    queryFn: () =>
      api.post<Simulation>(
        "/federation/simulate",
        { input: { federationId, season, templateFeesPct, mode } },
        { organizationId: federationId },
      ),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
