// node --import tsx worker/cli/recompute-figures.ts: every club's list figures computed again from its
// calculator and its federation's template (docs/decisions/139: run once after migration 0013).
import { nodeEnv } from "../platform/node/node-env";
import { openDatabase } from "../platform/node/database";
import { recomputeEveryClub } from "../services/clubs/template-figures";

async function main() {
  const env = nodeEnv();
  const { db, close } = await openDatabase(env.DATABASE_URL, env.DATABASE_AUTH_TOKEN);
  try {
    const owners = await recomputeEveryClub(db);
    console.log(`Club figures computed again for the clubs of ${owners} federation(s) (or none).`);
  } finally {
    close();
  }
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
