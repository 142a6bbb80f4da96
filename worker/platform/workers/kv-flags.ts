import { type FlagName, flagDefaults } from "../../../core/flags";
import type { FlagStore, Logger } from "../../deps";
import { flagsFromStrings } from "../shared/flag-parsing";

/** The part of Workers' KV that the flags need (keeps DOM/Workers globals out of the types). */
export interface KvReader {
  get(key: string, options?: { cacheTtl?: number }): Promise<string | null>;
}

const KEYS = [...Object.keys(flagDefaults), "warning-banner-text"];

/** Flags from the KV namespace FLAGS: a key per flag holding "true" or "false". */
export function kvFlagStore(kv: KvReader, log: Logger): FlagStore {
  return {
    async read() {
      try {
        const values = await Promise.all(KEYS.map((key) => kv.get(key, { cacheTtl: 30 })));
        const byKey = new Map(KEYS.map((key, i) => [key, values[i]]));
        return flagsFromStrings((name) => byKey.get(name));
      } catch (error) {
        log.error("Unable to read the feature flags from KV; defaults apply", { message: (error as Error).message });
        return { ...flagDefaults };
      }
    },
    async readFresh(name: FlagName) {
      try {
        // No cacheTtl: a write must see app-closed even while cached reads are stale.
        const raw = await kv.get(name);
        return raw === null ? flagDefaults[name] : raw === "true";
      } catch {
        return flagDefaults[name];
      }
    },
  };
}
