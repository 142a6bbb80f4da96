// npm run db:backup [-- <file>]   a consistent copy of the local database, safe while the server runs
// npm run db:restore -- <file>    puts a backup back in place (refused while the server runs)
import { nodeEnv } from "../platform/node/node-env";
import { backupDatabase, restoreDatabase } from "../platform/node/backup";

async function main([command, file]: string[]) {
  const env = nodeEnv();
  if (command === "backup") {
    const target = file ?? `backups/clubcost-${new Date().toISOString().replace(/[:.]/g, "-")}.db`;
    const { path, users } = await backupDatabase(env.DATABASE_URL, target);
    console.log(`Backup written to ${path} (${users} users).`);
  } else if (command === "restore" && file) {
    const { path, users } = await restoreDatabase(env.DATABASE_URL, file);
    console.log(`Restored ${file} into ${path} (${users} users). Start the server again: npm start`);
  } else {
    throw new Error("Usage: npm run db:backup [-- <file>] | npm run db:restore -- <file>");
  }
}

main(process.argv.slice(2)).catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
