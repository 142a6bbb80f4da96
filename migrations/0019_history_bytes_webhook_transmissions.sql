-- Issue 39.4 and 39.6 (docs/decisions/208, 209). Each save in the history carries its size in bytes,
-- the ones kept so far measured here, and an index holds what the per-organization byte budget reads
-- (history-budget.ts), so a save never steps over the documents themselves. A row inserted without
-- its size (the release before this one during a deploy, the demo seed) is measured by the daily purge.
-- The webhook transmissions PayPal sent lately are kept to refuse one sent again.
ALTER TABLE `calculation_history` ADD `bytes` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE `calculation_history` SET `bytes` = length(CAST(`document` AS BLOB));--> statement-breakpoint
CREATE INDEX `calculation_history_org_saved_bytes_idx` ON `calculation_history` (`organization_id`,`saved_at`,`id`,`bytes`);--> statement-breakpoint
CREATE TABLE `payment_transmissions` (
	`id` text PRIMARY KEY NOT NULL,
	`received_at` integer NOT NULL
);
