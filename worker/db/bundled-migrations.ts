import journal from "../../migrations/meta/_journal.json";

/**
 * The newest migration this build carries, read from drizzle-kit's journal at build time (the Worker
 * bundle inlines it). drizzle's migrator records each applied migration's `when` as `created_at` in
 * __drizzle_migrations, so the database is current when its newest row carries this value.
 */
export const BUNDLED_MIGRATION = (() => {
  const newest = journal.entries.reduce((a, b) => (b.when > a.when ? b : a));
  return { tag: newest.tag, when: newest.when };
})();
