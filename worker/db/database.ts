import type { LibSQLDatabase } from "drizzle-orm/libsql";
import type * as schema from "./schema";

/** The drizzle handle every service queries through (libSQL on Node and on Workers). */
export type Database = LibSQLDatabase<typeof schema>;
