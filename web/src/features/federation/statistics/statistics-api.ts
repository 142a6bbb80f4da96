import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { FederationStatistics } from "#core/schemas/federation-lists";
import { api } from "../../../lib/api";

export interface Period {
  from: number;
  to: number;
}

/** GET statistics/federation; the previous figures stay on screen while a new period loads. */
export function useFederationStatistics(federationId: string, period: Period) {
  return useQuery({
    queryKey: ["federation-statistics", federationId, period.from, period.to],
    queryFn: () =>
      api.get<FederationStatistics>("/statistics/federation", {
        query: { federationId, from: String(period.from), to: String(period.to) },
        organizationId: federationId,
      }),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}
