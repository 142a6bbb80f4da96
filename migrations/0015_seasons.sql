-- Seasons (treasurer.md section 1, docs/decisions/167): a calculator per organization and season.
-- Every calculator and every save kept before seasons existed becomes the season of the day this
-- migration runs, computed here from SQLite's clock in UTC as core/season.ts seasonOf does: a
-- season starts on 1 September, so its first year is the year of the date 8 months earlier
-- (1 September - 8 months = 1 January of the same year; 31 August - 8 months = 31 December of the year
-- before). Tables are rebuilt (a primary key cannot change in place); every row and id is copied.
CREATE TABLE `__new_calculations` (
	`organization_id` text NOT NULL,
	`season` text NOT NULL,
	`organization_type` text NOT NULL,
	`document` text NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	`modifier` text DEFAULT '' NOT NULL,
	`modifier_id` text,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`members` integer DEFAULT 0 NOT NULL,
	`global_fees` real DEFAULT 0 NOT NULL,
	PRIMARY KEY(`organization_id`, `season`)
);
--> statement-breakpoint
-- A club's listed figures (members, cash budget) are those of its one calculator: they become that season's.
INSERT INTO `__new_calculations`("organization_id", "season", "organization_type", "document", "version", "modifier", "modifier_id", "updated_at", "members", "global_fees")
SELECT k."organization_id", s."season", k."organization_type", k."document", k."version", k."modifier", k."modifier_id", k."updated_at",
	CASE WHEN k."organization_type" = 'club' THEN coalesce(c."members", 0) ELSE 0 END,
	CASE WHEN k."organization_type" = 'club' THEN coalesce(c."global_fees", 0) ELSE 0 END
FROM `calculations` k
LEFT JOIN `clubs` c ON c."id" = k."organization_id"
CROSS JOIN (SELECT cast(strftime('%Y', 'now', '-8 months') AS integer) || '-' || (cast(strftime('%Y', 'now', '-8 months') AS integer) + 1) AS "season") s;--> statement-breakpoint
DROP TABLE `calculations`;--> statement-breakpoint
ALTER TABLE `__new_calculations` RENAME TO `calculations`;--> statement-breakpoint
CREATE TABLE `__new_calculation_history` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`organization_id` text NOT NULL,
	`version` integer NOT NULL,
	`document` text NOT NULL,
	`modifier` text DEFAULT '' NOT NULL,
	`saved_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`season` text NOT NULL
);
--> statement-breakpoint
INSERT INTO `__new_calculation_history`("id", "organization_id", "version", "document", "modifier", "saved_at", "season")
SELECT h."id", h."organization_id", h."version", h."document", h."modifier", h."saved_at", s."season"
FROM `calculation_history` h
CROSS JOIN (SELECT cast(strftime('%Y', 'now', '-8 months') AS integer) || '-' || (cast(strftime('%Y', 'now', '-8 months') AS integer) + 1) AS "season") s;--> statement-breakpoint
DROP TABLE `calculation_history`;--> statement-breakpoint
ALTER TABLE `__new_calculation_history` RENAME TO `calculation_history`;--> statement-breakpoint
CREATE UNIQUE INDEX `calculation_history_org_season_version` ON `calculation_history` (`organization_id`,`season`,`version`);--> statement-breakpoint
CREATE INDEX `calculation_history_org_season_saved_idx` ON `calculation_history` (`organization_id`,`season`,`saved_at`,`version`);--> statement-breakpoint
CREATE TABLE `__new_club_kind_figures` (
	`club_id` text NOT NULL,
	`season` text NOT NULL,
	`kind` text NOT NULL,
	`members` integer NOT NULL,
	`membership` real NOT NULL,
	`real_cost` real NOT NULL,
	`net_cost` real NOT NULL,
	PRIMARY KEY(`club_id`, `season`, `kind`),
	FOREIGN KEY (`club_id`) REFERENCES `clubs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_club_kind_figures`("club_id", "season", "kind", "members", "membership", "real_cost", "net_cost")
SELECT f."club_id", s."season", f."kind", f."members", f."membership", f."real_cost", f."net_cost"
FROM `club_kind_figures` f
CROSS JOIN (SELECT cast(strftime('%Y', 'now', '-8 months') AS integer) || '-' || (cast(strftime('%Y', 'now', '-8 months') AS integer) + 1) AS "season") s;--> statement-breakpoint
DROP TABLE `club_kind_figures`;--> statement-breakpoint
ALTER TABLE `__new_club_kind_figures` RENAME TO `club_kind_figures`;
