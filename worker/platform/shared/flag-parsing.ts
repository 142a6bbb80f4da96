import { BANNER_TEXT_KEYS, type FlagConfig, type FlagName, flagDefaults, flagNames } from "#core/flags";

/** A stored value other than "true" or "false" (a typo like "True", "yes", "1"): its flag keeps its default. */
export type InvalidFlagValue = (name: FlagName, raw: string) => void;

/** A flag's stored value, or its default when missing or when neither "true" nor "false" (`onInvalid` is told). */
export function flagValue(
  name: FlagName,
  raw: string | null | undefined,
  onInvalid?: InvalidFlagValue,
): boolean {
  if (raw === "true" || raw === "false") return raw === "true";
  if (raw !== null && raw !== undefined) onInvalid?.(name, raw);
  return flagDefaults[name];
}

/** The operator's log line for a flag value that is neither "true" nor "false" (the value cut short: never a secret). */
export function invalidFlagLine(name: FlagName, raw: string) {
  return [
    `feature flag ${name}: the stored value is neither "true" nor "false"; its default (${flagDefaults[name]}) applies`,
    { name, value: raw.slice(0, 40) },
  ] as const;
}

/** Builds the flag map from raw stored strings ("true"/"false"), keeping defaults for the rest. */
export function flagsFromStrings(
  read: (name: string) => string | null | undefined,
  onInvalid?: InvalidFlagValue,
): FlagConfig {
  const flags: FlagConfig = { ...flagDefaults };
  for (const name of flagNames) flags[name as FlagName] = flagValue(name as FlagName, read(name), onInvalid);
  // The banner's texts: one for every language, and one per language (decision 154).
  for (const key of BANNER_TEXT_KEYS) {
    const text = read(key);
    if (text) flags[key] = text.slice(0, 500);
  }
  return flags;
}
