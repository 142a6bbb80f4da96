-- Each club's row of GET club/list, as JSON, kept on the club (docs/decisions/099): a federation's list is
-- then its clubs' rows joined in index order, where building 2,000 JSON objects and sorting them took
-- most of the call. The triggers rebuild the row whenever a listed column changes; a REAL keeps all its
-- digits through printf('%!.17g') (SQLite's own JSON would round 0.1 + 0.2 to 0.3).
DROP INDEX `clubs_federation_created_idx`;--> statement-breakpoint
ALTER TABLE `clubs` ADD `list_row` text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX `clubs_federation_list_idx` ON `clubs` (`federation_id`,"created_at" desc,`name`);--> statement-breakpoint
UPDATE `clubs` SET `list_row` = json_object('id', clubs.id, 'code', clubs.code, 'name', clubs.name, 'zipCode', clubs.zip_code, 'league', clubs.league, 'members', clubs.members,
    'globalFees', json(printf('%!.17g', clubs.global_fees)), 'createdAt', clubs.created_at);--> statement-breakpoint
CREATE TRIGGER `clubs_list_row_insert` AFTER INSERT ON `clubs` BEGIN
  UPDATE `clubs` SET `list_row` = json_object('id', new.id, 'code', new.code, 'name', new.name, 'zipCode', new.zip_code, 'league', new.league, 'members', new.members,
    'globalFees', json(printf('%!.17g', new.global_fees)), 'createdAt', new.created_at) WHERE id = new.id;
END;--> statement-breakpoint
-- Setting list_row itself fires neither trigger (it is not among the columns watched).
CREATE TRIGGER `clubs_list_row_update` AFTER UPDATE OF id, code, name, zip_code, league, members, global_fees, created_at ON `clubs` BEGIN
  UPDATE `clubs` SET `list_row` = json_object('id', new.id, 'code', new.code, 'name', new.name, 'zipCode', new.zip_code, 'league', new.league, 'members', new.members,
    'globalFees', json(printf('%!.17g', new.global_fees)), 'createdAt', new.created_at) WHERE id = new.id;
END;
