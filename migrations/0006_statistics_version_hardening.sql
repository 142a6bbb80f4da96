-- The statistics version after a review of decision 103 (docs/decisions/103):
-- * Each change adds 1 plus a random number below 2^20, not 1: a federation deleted and created again
--   with the same id, or a database restored from a backup, cannot meet a version a running server
--   kept answers for, but by a chance of one in a million. (2^53 / 2^20: 8 billion changes before a
--   version outgrows JavaScript's exact integers.)
-- * A club's `connection_count` updated by hand, and a connection updated by hand, move it too.
DROP TRIGGER `statistics_version_connection_insert`;--> statement-breakpoint
DROP TRIGGER `statistics_version_connection_delete`;--> statement-breakpoint
DROP TRIGGER `statistics_version_club_insert`;--> statement-breakpoint
DROP TRIGGER `statistics_version_club_delete`;--> statement-breakpoint
DROP TRIGGER `statistics_version_club_update`;--> statement-breakpoint
UPDATE `federations` SET `statistics_version` = `statistics_version` + 1 + abs(random() % 1048576);--> statement-breakpoint
CREATE TRIGGER `statistics_version_connection_insert` AFTER INSERT ON `connections` BEGIN
  UPDATE `federations` SET `statistics_version` = `statistics_version` + 1 + abs(random() % 1048576)
    WHERE id = (SELECT federation_id FROM `clubs` WHERE id = new.organization_id);
END;--> statement-breakpoint
CREATE TRIGGER `statistics_version_connection_delete` AFTER DELETE ON `connections` BEGIN
  UPDATE `federations` SET `statistics_version` = `statistics_version` + 1 + abs(random() % 1048576)
    WHERE id = (SELECT federation_id FROM `clubs` WHERE id = old.organization_id);
END;--> statement-breakpoint
CREATE TRIGGER `statistics_version_connection_update` AFTER UPDATE OF organization_id, at, seq ON `connections` BEGIN
  UPDATE `federations` SET `statistics_version` = `statistics_version` + 1 + abs(random() % 1048576)
    WHERE id IN (SELECT federation_id FROM `clubs` WHERE id IN (old.organization_id, new.organization_id));
END;--> statement-breakpoint
CREATE TRIGGER `statistics_version_club_insert` AFTER INSERT ON `clubs` BEGIN
  UPDATE `federations` SET `statistics_version` = `statistics_version` + 1 + abs(random() % 1048576) WHERE id = new.federation_id;
END;--> statement-breakpoint
CREATE TRIGGER `statistics_version_club_delete` AFTER DELETE ON `clubs` BEGIN
  UPDATE `federations` SET `statistics_version` = `statistics_version` + 1 + abs(random() % 1048576) WHERE id = old.federation_id;
END;--> statement-breakpoint
-- Only the columns the statistics read: a calculator save (members, fees, list_row) keeps the version.
CREATE TRIGGER `statistics_version_club_update` AFTER UPDATE OF id, federation_id, name, league, zip_code, created_at, connection_count ON `clubs` BEGIN
  UPDATE `federations` SET `statistics_version` = `statistics_version` + 1 + abs(random() % 1048576) WHERE id IN (old.federation_id, new.federation_id);
END;
