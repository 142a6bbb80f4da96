import { sql } from "drizzle-orm";
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

const now = sql`(cast(unixepoch('subsec') * 1000 as integer))`;
const createdAt = () => integer("created_at").notNull().default(now);
const updatedAt = () => integer("updated_at").notNull().default(now);

export const users = sqliteTable("users", {
  id: text("id").primaryKey(),
  email: text("email").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  firstName: text("first_name").notNull().default(""),
  lastName: text("last_name").notNull().default(""),
  isAdmin: integer("is_admin", { mode: "boolean" }).notNull().default(false),
  locale: text("locale").notNull().default("fr"),
  /** Bumped by a password change or reset: every token signed with an older version is refused. */
  tokenVersion: integer("token_version").notNull().default(0),
  lastConnection: integer("last_connection"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const federations = sqliteTable("federations", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  logo: text("logo").notNull().default(""),
  subdomain: text("subdomain").unique(),
  contact: text("contact").notNull().default(""),
  /** Clubs that may still be created under the contract. */
  quota: integer("quota").notNull().default(0),
  hasCustomization: integer("has_customization", { mode: "boolean" }).notNull().default(false),
  contractEnd: text("contract_end").notNull(),
  currency: text("currency").notNull().default("EUR"),
  /**
   * Goes up whenever something the federation's statistics read changes: a connection of one of its
   * clubs, or a club joining, leaving or being renamed. Written by each of those services in the batch
   * of its write (`statisticsVersionWrite`, docs/decisions/123); a fix made by hand moves it too.
   * Computed statistics are kept while it stays the same (docs/decisions/095).
   */
  statisticsVersion: integer("statistics_version").notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const clubs = sqliteTable(
  "clubs",
  {
    id: text("id").primaryKey(),
    federationId: text("federation_id").references(() => federations.id, { onDelete: "set null" }),
    code: text("code").notNull(),
    name: text("name").notNull(),
    nameSearch: text("name_search").notNull(),
    zipCode: text("zip_code").notNull().default(""),
    league: text("league").notNull().default(""),
    region: text("region").notNull().default(""),
    /** The sports federation chosen in the add-club form (product.md section 5), kept as its name. */
    federation: text("federation").notNull().default(""),
    logo: text("logo").notNull().default(""),
    invitationId: text("invitation_id"),
    // Denormalised figures of cost-model.md, updated on every calculator save.
    members: integer("members").notNull().default(0),
    globalFees: real("global_fees").notNull().default(0),
    categories: integer("categories").notNull().default(0),
    avgMemberShip: real("avg_membership").notNull().default(0),
    lastSaved: integer("last_saved"),
    /**
     * How many connections the club has had, written with each connection (`connectionWrites`,
     * docs/decisions/123): the statistics of a period ending now read it instead of a look-up
     * (docs/decisions/095).
     */
    connectionCount: integer("connection_count").notNull().default(0),
    /**
     * The club's row of GET club/list as JSON (docs/decisions/099): a 2,000-club list is then one
     * concatenation instead of 2,000 JSON objects built at each call. Written by `listRowWrite`
     * (services/clubs/kept-columns.ts) in the batch of every write of a listed column
     * (docs/decisions/123); a new list column goes into its expression there.
     */
    listRow: text("list_row").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("clubs_federation_code_unique").on(t.federationId, t.code),
    // The club list's order (newest first, then by name): read in index order, never sorted.
    index("clubs_federation_list_idx").on(t.federationId, sql`${t.createdAt} desc`, t.name),
    // The statistics' counts per club (docs/decisions/095): a federation's clubs with their counts,
    // read from the index alone in id order, without a look-up into the table per club.
    index("clubs_federation_count_idx").on(t.federationId, t.id, t.connectionCount),
  ],
);

/** Who administers what: a user is admin of a federation (adminFede) or of a club. */
export const memberships = sqliteTable(
  "memberships",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    organizationId: text("organization_id").notNull(),
    organizationType: text("organization_type", { enum: ["federation", "club"] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.organizationId] }),
    index("memberships_org_idx").on(t.organizationId),
  ],
);

export const invitations = sqliteTable(
  "invitations",
  {
    id: text("id").primaryKey(),
    type: text("type", { enum: ["club", "adminFede", "clubAdmin"] }).notNull(),
    federationId: text("federation_id").references(() => federations.id, { onDelete: "cascade" }),
    clubId: text("club_id").references(() => clubs.id, { onDelete: "cascade" }),
    name: text("name").notNull().default(""),
    /** Units left: clubs that may still be created (club), or 1 for a one-time admin invitation. */
    amount: integer("amount").notNull().default(1),
    emails: text("emails").notNull().default(""),
    createdBy: text("created_by"),
    createdAt: createdAt(),
  },
  (t) => [index("invitations_federation_idx").on(t.federationId), index("invitations_club_idx").on(t.clubId)],
);

/**
 * One calculator document per organization (club, or federation template) and season ("YYYY-YYYY",
 * treasurer.md section 1), each versioned on its own (docs/decisions/167). Migration 0015 made every
 * calculator saved before seasons existed the season of the day it ran.
 */
export const calculations = sqliteTable(
  "calculations",
  {
    organizationId: text("organization_id").notNull(),
    season: text("season").notNull(),
    organizationType: text("organization_type", { enum: ["federation", "club"] }).notNull(),
    document: text("document").notNull(),
    version: integer("version").notNull().default(1),
    modifier: text("modifier").notNull().default(""),
    modifierId: text("modifier_id"),
    updatedAt: updatedAt(),
    /**
     * A club's listed figures for this season (GET club/list?season= of an earlier season), written
     * with each save; the club row keeps the current season's (docs/decisions/168). 0 for a template.
     */
    members: integer("members").notNull().default(0),
    globalFees: real("global_fees").notNull().default(0),
    /** The club's forecast result of this season (treasurer.md section 2), written with the figures above; null before migration 0021's first recompute (docs/decisions/226). */
    result: real("result"),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.season] })],
);

export const calculationHistory = sqliteTable(
  "calculation_history",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    organizationId: text("organization_id").notNull(),
    season: text("season").notNull(),
    version: integer("version").notNull(),
    document: text("document").notNull(),
    modifier: text("modifier").notNull().default(""),
    savedAt: integer("saved_at").notNull().default(now),
    /**
     * The document's size in UTF-8 bytes: the organization's history is kept within a byte budget
     * (decision 208), written by the save; a row written without it (0) is measured by the daily purge.
     */
    bytes: integer("bytes").notNull().default(0),
  },
  (t) => [
    uniqueIndex("calculation_history_org_season_version").on(t.organizationId, t.season, t.version),
    // The byte budget's read at each save, from the index alone (migration 0019).
    index("calculation_history_org_saved_bytes_idx").on(t.organizationId, t.savedAt, t.id, t.bytes),
    // The daily thinning's reads (services/calculations/prune-history.ts): an organization's older saves
    // from the index alone, without stepping over their documents (docs/decisions/120).
    index("calculation_history_org_season_saved_idx").on(t.organizationId, t.season, t.savedAt, t.version),
  ],
);

/** One row per login per organization: last connection and federation statistics. */
export const connections = sqliteTable(
  "connections",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: text("user_id").notNull(),
    organizationId: text("organization_id").notNull(),
    federationId: text("federation_id"),
    at: integer("at").notNull(),
    /**
     * The row's rank among its organization's connections in time order (1, 2, ...), kept by the
     * trigger `connections_rank` of migration 0002: a period's count is two index look-ups
     * (docs/decisions/095). Connections are never deleted: a gap in the ranks would count.
     */
    seq: integer("seq").notNull().default(0),
  },
  (t) => [
    index("connections_federation_at_idx").on(t.federationId, t.at),
    index("connections_org_rank_idx").on(t.organizationId, t.at, t.seq),
  ],
);

export const subscriptions = sqliteTable("subscriptions", {
  id: text("id").primaryKey(),
  userId: text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  planId: text("plan_id").notNull(),
  status: text("status").notNull(),
  paidThrough: integer("paid_through"),
  invitationId: text("invitation_id"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const paymentEvents = sqliteTable("payment_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  subscriptionId: text("subscription_id"),
  receivedAt: integer("received_at").notNull().default(now),
});

/** PayPal's webhook transmissions of the last day: one sent again is refused (decision 209). */
export const paymentTransmissions = sqliteTable("payment_transmissions", {
  id: text("id").primaryKey(),
  receivedAt: integer("received_at").notNull(),
});

export const contactMessages = sqliteTable("contact_messages", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  userId: text("user_id"),
  email: text("email").notNull(),
  reason: text("reason").notNull(),
  title: text("title").notNull(),
  message: text("message").notNull(),
  createdAt: createdAt(),
});

/** Mail kept locally when no Resend key is configured (the embedded default). */
export const outbox = sqliteTable("outbox", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  to: text("to").notNull(),
  subject: text("subject").notNull(),
  text: text("text").notNull(),
  html: text("html").notNull(),
  createdAt: createdAt(),
});

/** Feature flags of the embedded default (KV holds them on Workers). */
export const featureFlags = sqliteTable("feature_flags", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  updatedAt: updatedAt(),
});

export const passwordResetTokens = sqliteTable("password_reset_tokens", {
  tokenHash: text("token_hash").primaryKey(),
  userId: text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  expiresAt: integer("expires_at").notNull(),
  usedAt: integer("used_at"),
});

/** Rotating refresh tokens; a reused (already rotated) token revokes its whole family. */
export const refreshTokens = sqliteTable(
  "refresh_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    familyId: text("family_id").notNull(),
    expiresAt: integer("expires_at").notNull(),
    rotatedAt: integer("rotated_at"),
    /**
     * When the family's session began (the login, password change or reset that proved the password):
     * every token of the family carries it, and none is honoured past the absolute lifetime
     * (refresh-session.ts). 0 only if an insert forgot it: such a session is already over.
     */
    sessionStartedAt: integer("session_started_at").notNull().default(0),
  },
  (t) => [index("refresh_tokens_user_idx").on(t.userId), index("refresh_tokens_family_idx").on(t.familyId)],
);

/**
 * Reference rates with their date and source (treasurer.md section 4, docs/decisions/138): national
 * rows (federation_id null) are dated and added by the global admin; a federation's own rows apply to
 * one season of its clubs. Rows are only ever added: the newest in force wins (core/reference-rates.ts).
 */
export const referenceRates = sqliteTable(
  "reference_rates",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    code: text("code").notNull(),
    value: real("value").notNull(),
    validFrom: text("valid_from").notNull(),
    source: text("source").notNull(),
    /** The source in English (migration 0018); null: the web app shows `source`. */
    sourceEn: text("source_en"),
    url: text("url"),
    federationId: text("federation_id").references(() => federations.id, { onDelete: "cascade" }),
    season: text("season"),
    createdBy: text("created_by"),
    createdAt: createdAt(),
    /** The row this one corrects (migration 0018): that row stays, never chosen again (issue 38.11). */
    correctsId: integer("corrects_id"),
  },
  (t) => [index("reference_rates_federation_idx").on(t.federationId, t.season)],
);

/**
 * Each club's figures per category kind for the federation benchmark (treasurer.md section 6,
 * docs/decisions/158): members and the member-weighted mean of M, R and A over its categories of
 * that kind. Written by the services in the batch of the club's list row (`kindFiguresWrites`,
 * services/clubs/kind-figures.ts), so the benchmark never loads a calculator.
 */
export const clubKindFigures = sqliteTable(
  "club_kind_figures",
  {
    clubId: text("club_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
    /** The season of the calculator these figures come from (statistics/benchmark?season=). */
    season: text("season").notNull(),
    kind: text("kind").notNull(),
    members: integer("members").notNull(),
    membership: real("membership").notNull(),
    realCost: real("real_cost").notNull(),
    netCost: real("net_cost").notNull(),
  },
  (t) => [primaryKey({ columns: [t.clubId, t.season, t.kind] })],
);

/**
 * What a club's benchmark view is computed from (treasurer.md section 6, docs/decisions/195): each
 * club's membership price per kind in its federation for a season, as it stood the first time that
 * Paris day a club asked. A save shows in other clubs' views the next day, so saves and reads cannot
 * be played against each other. `rows`: JSON [clubId, kind, league, membership in millionths][];
 * earlier days' snapshots are deleted when a new one is taken.
 */
export const benchmarkSnapshots = sqliteTable(
  "benchmark_snapshots",
  {
    federationId: text("federation_id")
      .notNull()
      .references(() => federations.id, { onDelete: "cascade" }),
    season: text("season").notNull(),
    /** The Paris calendar day, "YYYY-MM-DD". */
    day: text("day").notNull(),
    rows: text("rows").notNull(),
    takenAt: integer("taken_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.federationId, t.season, t.day] })],
);

/**
 * The bank beside the forecast (season-money.md section 4, docs/decisions/236, migration 0022): a club's
 * imports of bank files per season; undo removes the transactions of one.
 */
export const bankImports = sqliteTable(
  "bank_imports",
  {
    id: text("id").primaryKey(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
    season: text("season").notNull(),
    format: text("format").notNull(),
    imported: integer("imported").notNull(),
    createdBy: text("created_by"),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [index("bank_imports_organization_idx").on(t.organizationId, t.season)],
);

/** A club's transactions of a season: whole cents, in > 0, out < 0; a target is a line id or a category's memberships (id null: not split). */
export const bankTransactions = sqliteTable(
  "bank_transactions",
  {
    id: text("id").primaryKey(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
    season: text("season").notNull(),
    /** "YYYY-MM-DD". */
    date: text("date").notNull(),
    amountCents: integer("amount_cents").notNull(),
    label: text("label").notNull(),
    bankRef: text("bank_ref"),
    targetKind: text("target_kind", { enum: ["line", "memberships"] }),
    targetId: text("target_id"),
    /** The import it came from; null for a receipt typed by hand. */
    importId: text("import_id"),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [
    index("bank_transactions_season_idx").on(t.organizationId, t.season, t.date),
    index("bank_transactions_import_idx").on(t.importId),
  ],
);

/** A club's assignment rules, in `position` order: the first whose text is in a label (and whose sign fits) assigns it. */
export const bankRules = sqliteTable(
  "bank_rules",
  {
    id: text("id").primaryKey(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    contains: text("contains").notNull(),
    /** 1: money in only, -1: money out only, null: both. */
    sign: integer("sign"),
    targetKind: text("target_kind", { enum: ["line", "memberships"] }).notNull(),
    targetId: text("target_id"),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [index("bank_rules_organization_idx").on(t.organizationId, t.position)],
);

/** The treasurer's explanation of a Cerfa account's gap, for the compte rendu financier (Cerfa 15059). */
export const actualExplanations = sqliteTable(
  "actual_explanations",
  {
    organizationId: text("organization_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
    season: text("season").notNull(),
    account: text("account").notNull(),
    text: text("text").notNull(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.season, t.account] })],
);
