import { useQuery } from "@tanstack/react-query";
import type { FlagName } from "#core/flags";
import { fetchFlags, flagsQueryKey } from "../../../lib/flags";

/**
 * Like useFlag, but undefined until the flag service answered: the resell tab must not rewrite
 * the document's rates from the defaults that stand in while the flags load.
 */
export function useLoadedFlag(name: FlagName): boolean | undefined {
  const { data } = useQuery({ queryKey: flagsQueryKey, queryFn: fetchFlags, staleTime: 5 * 60_000 });
  return data?.[name];
}
