-- A federation's statistics version (docs/decisions/103): computed statistics are kept while nothing they
-- read has changed, and these triggers say when something did. The database keeps it, so no code path
-- (a login, a club created by invitation, an import, a hand-made fix) can forget to.
ALTER TABLE `federations` ADD `statistics_version` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A connection counts for the club it belongs to: its federation is the club's, whatever the row says.
CREATE TRIGGER `statistics_version_connection_insert` AFTER INSERT ON `connections` BEGIN
  UPDATE `federations` SET `statistics_version` = `statistics_version` + 1
    WHERE id = (SELECT federation_id FROM `clubs` WHERE id = new.organization_id);
END;--> statement-breakpoint
-- Connections are never deleted (schema.ts); if one ever is, the counts change all the same.
CREATE TRIGGER `statistics_version_connection_delete` AFTER DELETE ON `connections` BEGIN
  UPDATE `federations` SET `statistics_version` = `statistics_version` + 1
    WHERE id = (SELECT federation_id FROM `clubs` WHERE id = old.organization_id);
END;--> statement-breakpoint
CREATE TRIGGER `statistics_version_club_insert` AFTER INSERT ON `clubs` BEGIN
  UPDATE `federations` SET `statistics_version` = `statistics_version` + 1 WHERE id = new.federation_id;
END;--> statement-breakpoint
CREATE TRIGGER `statistics_version_club_delete` AFTER DELETE ON `clubs` BEGIN
  UPDATE `federations` SET `statistics_version` = `statistics_version` + 1 WHERE id = old.federation_id;
END;--> statement-breakpoint
-- Only the columns the statistics read: a calculator save (members, fees, list_row) keeps the version.
CREATE TRIGGER `statistics_version_club_update` AFTER UPDATE OF id, federation_id, name, league, zip_code, created_at ON `clubs` BEGIN
  UPDATE `federations` SET `statistics_version` = `statistics_version` + 1 WHERE id IN (old.federation_id, new.federation_id);
END;
