import { BANNER_TEXT_KEYS, type FlagConfig, type FlagName, flagDefaults, flagNames } from "../../../core/flags";

/** Builds the flag map from raw stored strings ("true"/"false"), keeping defaults for the rest. */
export function flagsFromStrings(read: (name: string) => string | null | undefined): FlagConfig {
  const flags: FlagConfig = { ...flagDefaults };
  for (const name of flagNames) {
    const raw = read(name);
    if (raw === "true" || raw === "false") flags[name as FlagName] = raw === "true";
  }
  // The banner's texts: one for every language, and one per language (decision 154).
  for (const key of BANNER_TEXT_KEYS) {
    const text = read(key);
    if (text) flags[key] = text.slice(0, 500);
  }
  return flags;
}
