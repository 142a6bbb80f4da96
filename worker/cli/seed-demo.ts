// npm run db:seed-demo   Loads the demo federations, clubs and accounts into an EMPTY database: a staging
// Turso database (DATABASE_URL=libsql://... DATABASE_AUTH_TOKEN=...), or a local file. The Worker never
// seeds itself. The demo accounts share a published password: never run this on production.
import { nodeEnv } from "../platform/node/node-env";
import { openDatabase } from "../platform/node/database";
import { DEMO_PASSWORD, demoAccounts, isEmpty, seedDemo } from "../seed/demo";

async function main() {
  const env = nodeEnv();
  // Migrates first (as the Node server's start), so a fresh staging database needs nothing else.
  const { db, close } = await openDatabase(env.DATABASE_URL, env.DATABASE_AUTH_TOKEN);
  try {
    if (!(await isEmpty(db)))
      throw new Error(
        "The database already has accounts: the demo data only goes into an empty one (nothing was changed).",
      );
    await seedDemo(db);
    console.log(
      `Demo data loaded into ${new URL(env.DATABASE_URL).host || env.DATABASE_URL}. Accounts (password "${DEMO_PASSWORD}"):`,
    );
    for (const account of demoAccounts) console.log(`  ${account.email.padEnd(28)} ${account.role}`);
  } finally {
    close();
  }
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
