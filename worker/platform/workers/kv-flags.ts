import { BANNER_TEXT_KEYS, type FlagConfig, type FlagName, flagDefaults } from "#core/flags";
import type { Clock, FlagStore, Logger } from "../../deps";
import { flagsFromStrings, flagValue, invalidFlagLine, type InvalidFlagValue } from "../shared/flag-parsing";

/** The part of Workers' KV that the flags need (keeps DOM/Workers globals out of the types). */
export interface KvReader {
  get(key: string, options?: { cacheTtl?: number }): Promise<string | null>;
}

const KEYS = [...Object.keys(flagDefaults), ...BANNER_TEXT_KEYS];
/** KV's shortest edge cache: a value put with `wrangler kv key put` is seen everywhere within about a minute. */
export const KV_MIN_CACHE_TTL_S = 30;
/** The flag map (page loads, GET support/config) is also kept in the isolate this long. */
export const FLAG_MAP_TTL_MS = 30_000;

/**
 * Flags from the KV namespace FLAGS, a key per flag holding "true" or "false" (and the banner's texts);
 * any other value is logged and its flag keeps its default (docs/deploy.md).
 * The map may be stale for FLAG_MAP_TTL_MS; `readFresh` (app-closed on every write) never uses that
 * isolate copy, so closing the app is honoured on writes as soon as KV itself serves the new value.
 */
export function kvFlagStore(kv: KvReader, log: Logger, clock: Clock): FlagStore {
  let cached: { flags: FlagConfig; until: number } | null = null;
  // A value like "True" or "yes" put by hand: logged (Workers Logs) and read as the flag's default, the safe side.
  const invalid: InvalidFlagValue = (name, raw) => log.error(...invalidFlagLine(name, raw));
  return {
    async read() {
      const now = clock.now();
      if (cached && cached.until > now) return { ...cached.flags };
      try {
        const values = await Promise.all(KEYS.map((key) => kv.get(key, { cacheTtl: 60 })));
        const byKey = new Map(KEYS.map((key, i) => [key, values[i]]));
        const flags = flagsFromStrings((name) => byKey.get(name), invalid);
        cached = { flags, until: now + FLAG_MAP_TTL_MS };
        return { ...flags };
      } catch (error) {
        log.error("Unable to read the feature flags from KV; defaults apply", {
          message: (error as Error).message,
        });
        return { ...flagDefaults };
      }
    },
    async probe() {
      await kv.get("app-closed", { cacheTtl: KV_MIN_CACHE_TTL_S });
    },
    async readFresh(name: FlagName) {
      try {
        const raw = await kv.get(name, { cacheTtl: KV_MIN_CACHE_TTL_S });
        return flagValue(name, raw, invalid);
      } catch (error) {
        log.error("Unable to read a feature flag from KV; its default applies", {
          name,
          message: (error as Error).message,
        });
        return flagDefaults[name];
      }
    },
  };
}
