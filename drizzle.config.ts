import { defineConfig } from "drizzle-kit";

// DATABASE_URL: a local file for the embedded default, or a Turso URL (with DATABASE_AUTH_TOKEN) at deploy.
export default defineConfig({
  dialect: "turso",
  schema: "./worker/db/schema.ts",
  out: "./migrations",
  dbCredentials: {
    url: process.env.DATABASE_URL ?? "file:data/clubcost.db",
    authToken: process.env.DATABASE_AUTH_TOKEN,
  },
});
