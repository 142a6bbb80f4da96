import { useQuery } from "@tanstack/react-query";
import type { FederationBenchmark } from "../../../../../core/schemas/benchmark";
import { api } from "../../../lib/api";

/** GET statistics/benchmark (treasurer.md section 6): the current season's quartiles per kind. */
export function useFederationBenchmark(federationId: string) {
  return useQuery({
    queryKey: ["federation-benchmark", federationId],
    queryFn: () => api.get<FederationBenchmark>("/statistics/benchmark", { query: { federationId }, organizationId: federationId }),
    staleTime: 5 * 60_000,
  });
}
