// npm run flags -- list | set <name> <true|false> | set warning-banner-text[-en|-fr] "<text>"   [--node-server]
// The local database's flags, which the Node server reads; the Worker reads KV (flags-target.ts refuses a remote database).
import { flagNames, isBannerTextKey, isFlagName } from "#core/flags";
import { nodeEnv } from "../platform/node/node-env";
import { openDatabase } from "../platform/node/database";
import { databaseFlagStore, setFlag } from "../platform/node/db-flags";
import { consoleLogger } from "../platform/node/logger";
import { remoteFlagsRefusal } from "./flags-target";

async function main(args: string[]) {
  const env = nodeEnv();
  const refusal = remoteFlagsRefusal(env.DATABASE_URL, args);
  if (refusal) throw new Error(refusal);
  args = args.filter((arg) => arg !== "--node-server");
  const { db, close } = await openDatabase(env.DATABASE_URL, env.DATABASE_AUTH_TOKEN);
  try {
    const [command, name, value] = args;
    if (command === "set" && name && value !== undefined) {
      if (isBannerTextKey(name)) {
        await setFlag(db, name, value);
      } else if (isFlagName(name) && (value === "true" || value === "false")) {
        await setFlag(db, name, value);
      } else {
        throw new Error(`Usage: npm run flags -- set <${flagNames.join("|")}> <true|false>`);
      }
    } else if (command && command !== "list") {
      throw new Error("Usage: npm run flags -- list | set <name> <value>");
    }
    const flags = await databaseFlagStore(() => db, consoleLogger(false)).read();
    for (const [key, current] of Object.entries(flags)) console.log(`${key.padEnd(22)} ${current}`);
  } finally {
    close();
  }
}

main(process.argv.slice(2)).catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
