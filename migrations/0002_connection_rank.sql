-- Connections ranked per organization in time order (docs/decisions/095): the number of an
-- organization's connections before a time is the rank of the last one before it, so a period's
-- count is two index look-ups instead of a walk over every connection of the period.
DROP INDEX `connections_org_at_idx`;--> statement-breakpoint
ALTER TABLE `connections` ADD `seq` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE `connections` SET `seq` = ranked.n FROM (
  SELECT id, row_number() OVER (PARTITION BY organization_id ORDER BY at, id) AS n FROM `connections`
) AS ranked WHERE ranked.id = `connections`.id;--> statement-breakpoint
CREATE INDEX `connections_org_rank_idx` ON `connections` (`organization_id`,`at`,`seq`);--> statement-breakpoint
-- Every insert takes the next rank after the connections at or before its time; the rare insert
-- in the past (a clock set back, an import) moves the later ones up by one. In time order, both
-- statements are one index look-up each.
CREATE TRIGGER `connections_rank` AFTER INSERT ON `connections` BEGIN
  UPDATE `connections` SET `seq` = `seq` + 1 WHERE organization_id = new.organization_id AND at > new.at;
  UPDATE `connections` SET `seq` = 1 + coalesce((
    SELECT k.seq FROM `connections` k WHERE k.organization_id = new.organization_id AND k.at <= new.at AND k.id <> new.id
    ORDER BY k.at DESC, k.seq DESC LIMIT 1), 0) WHERE id = new.id;
END;
