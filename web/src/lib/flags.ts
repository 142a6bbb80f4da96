import { useQuery } from "@tanstack/react-query";
import { BANNER_TEXT_KEYS, type FlagConfig, type FlagName, flagDefaults, isFlagName } from "#core/flags";
import { api } from "./api";

export const flagsQueryKey = ["support", "config"] as const;

/** Keeps known flags with boolean values and the banner's texts; anything else is ignored. */
export function flagsFrom(data: unknown): FlagConfig {
  const flags: FlagConfig = { ...flagDefaults };
  if (!data || typeof data !== "object") return flags;
  for (const [name, value] of Object.entries(data as Record<string, unknown>)) {
    if (isFlagName(name) && typeof value === "boolean") flags[name] = value;
  }
  for (const key of BANNER_TEXT_KEYS) {
    const text = (data as Record<string, unknown>)[key];
    if (typeof text === "string" && text.trim()) flags[key] = text.trim();
  }
  return flags;
}

/** GET support/config; when the flag service cannot be reached the defaults apply (and it is logged). */
export async function fetchFlags(): Promise<FlagConfig> {
  try {
    return flagsFrom(await api.get("/support/config", { anonymous: true }));
  } catch (error) {
    console.error("Unable to reach the feature-flag service (support/config); defaults apply.", error);
    return { ...flagDefaults };
  }
}

export function useFlags(): FlagConfig {
  const { data } = useQuery({ queryKey: flagsQueryKey, queryFn: fetchFlags, staleTime: 5 * 60_000 });
  return data ?? { ...flagDefaults };
}

export function useFlag(name: FlagName): boolean {
  return useFlags()[name];
}
