import { type FlagName, flagDefaults } from "#core/flags";
import { featureFlags } from "../../db/schema";
import type { Database, FlagStore, Logger } from "../../deps";
import { flagsFromStrings, invalidFlagLine } from "../shared/flag-parsing";

/** Flags of the embedded default, kept in the database and toggled with `npm run flags`. */
export function databaseFlagStore(db: () => Database, log: Logger): FlagStore {
  const readAll = async () => {
    const rows = await db().select().from(featureFlags);
    const values = new Map(rows.map((row) => [row.name, row.value]));
    return flagsFromStrings(
      (name) => values.get(name),
      (name, raw) => log.error(...invalidFlagLine(name, raw)),
    );
  };
  return {
    async read() {
      try {
        return await readAll();
      } catch (error) {
        log.error("Unable to read the feature flags; defaults apply", { message: (error as Error).message });
        return { ...flagDefaults };
      }
    },
    async readFresh(name: FlagName) {
      return (await this.read())[name];
    },
  };
}

export async function setFlag(db: Database, name: string, value: string) {
  await db
    .insert(featureFlags)
    .values({ name, value })
    .onConflictDoUpdate({ target: featureFlags.name, set: { value, updatedAt: Date.now() } });
}
