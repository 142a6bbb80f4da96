import { type FlagConfig, type FlagName, flagDefaults, flagNames } from "../../../core/flags";

/** Builds the flag map from raw stored strings ("true"/"false"), keeping defaults for the rest. */
export function flagsFromStrings(read: (name: string) => string | null | undefined): FlagConfig {
  const flags: FlagConfig = { ...flagDefaults };
  for (const name of flagNames) {
    const raw = read(name);
    if (raw === "true" || raw === "false") flags[name as FlagName] = raw === "true";
  }
  const text = read("warning-banner-text");
  if (text) flags["warning-banner-text"] = text.slice(0, 500);
  return flags;
}
