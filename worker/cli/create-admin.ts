// npm run admin:create -- <email>        (ADMIN_PASSWORD=... to choose the password; else one is generated)
// Works on the local file or on Turso: DATABASE_URL=libsql://... DATABASE_AUTH_TOKEN=... npm run admin:create -- ops@example.org
import { nodeEnv } from "../platform/node/node-env";
import { openDatabase } from "../platform/node/database";
import { ensureGlobalAdmin } from "../services/users/global-admin";

async function main(args: string[]) {
  const email = args.find((arg) => !arg.startsWith("-"));
  if (!email)
    throw new Error("Usage: npm run admin:create -- <email>   (optional: ADMIN_PASSWORD in the environment)");
  const env = nodeEnv();
  const { db, close } = await openDatabase(env.DATABASE_URL, env.DATABASE_AUTH_TOKEN);
  try {
    const result = await ensureGlobalAdmin(db, email, process.env.ADMIN_PASSWORD || undefined);
    if (!result.created)
      console.log(
        `${result.email} is now a global admin${process.env.ADMIN_PASSWORD ? " (password replaced)" : ""}.`,
      );
    else if (result.generatedPassword) {
      console.log(
        `Global admin ${result.email} created. Password (shown once, change it after the first login):`,
      );
      console.log(`  ${result.generatedPassword}`);
    } else console.log(`Global admin ${result.email} created with the password from ADMIN_PASSWORD.`);
  } finally {
    close();
  }
}

main(process.argv.slice(2)).catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
