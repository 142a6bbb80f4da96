-- The club list's rows, the clubs' connection counts and the federations' statistics versions are
-- written by the services, each in the db.batch of the write that changes them (docs/decisions/123),
-- where worker/db/schema.ts and a reader of the code can see them: the triggers of migrations 0003,
-- 0004 and 0006 that kept them go. Their columns stay as they are; nothing is rewritten.
-- (`connections_rank` of migration 0002 stays: it orders a connection among rows inserted in the past.)
DROP TRIGGER IF EXISTS `connections_count`;--> statement-breakpoint
DROP TRIGGER IF EXISTS `clubs_list_row_insert`;--> statement-breakpoint
DROP TRIGGER IF EXISTS `clubs_list_row_update`;--> statement-breakpoint
DROP TRIGGER IF EXISTS `statistics_version_connection_insert`;--> statement-breakpoint
DROP TRIGGER IF EXISTS `statistics_version_connection_delete`;--> statement-breakpoint
DROP TRIGGER IF EXISTS `statistics_version_connection_update`;--> statement-breakpoint
DROP TRIGGER IF EXISTS `statistics_version_club_insert`;--> statement-breakpoint
DROP TRIGGER IF EXISTS `statistics_version_club_delete`;--> statement-breakpoint
DROP TRIGGER IF EXISTS `statistics_version_club_update`;
