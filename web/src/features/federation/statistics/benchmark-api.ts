import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { FederationBenchmark } from "#core/schemas/benchmark";
import { api } from "../../../lib/api";

/** GET statistics/benchmark (treasurer.md section 6): a season's quartiles per kind; undefined: the current season. */
export function useFederationBenchmark(federationId: string, season?: string) {
  return useQuery({
    queryKey: ["federation-benchmark", federationId, season ?? ""],
    queryFn: () =>
      api.get<FederationBenchmark>("/statistics/benchmark", {
        query: { federationId, season },
        organizationId: federationId,
      }),
    // The card (and its season select) stays while another season loads.
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}
