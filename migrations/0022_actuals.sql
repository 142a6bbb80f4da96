-- Issue 42 (season-money.md section 4, docs/decisions/236): the bank beside the forecast. A club's
-- transactions per season in whole cents, the imports they came from (undo removes one import's), the
-- club's assignment rules (in order), and the treasurer's explanation of each Cerfa account's gap.
-- New tables only (expand): the release before never reads them.
CREATE TABLE `bank_imports` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`season` text NOT NULL,
	`format` text NOT NULL,
	`imported` integer NOT NULL,
	`created_by` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `clubs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `bank_imports_organization_idx` ON `bank_imports` (`organization_id`,`season`);
--> statement-breakpoint
CREATE TABLE `bank_transactions` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`season` text NOT NULL,
	`date` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`label` text NOT NULL,
	`bank_ref` text,
	`target_kind` text,
	`target_id` text,
	`import_id` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `clubs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `bank_transactions_season_idx` ON `bank_transactions` (`organization_id`,`season`,`date`);
--> statement-breakpoint
CREATE INDEX `bank_transactions_import_idx` ON `bank_transactions` (`import_id`);
--> statement-breakpoint
CREATE TABLE `bank_rules` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`position` integer NOT NULL,
	`contains` text NOT NULL,
	`sign` integer,
	`target_kind` text NOT NULL,
	`target_id` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `clubs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `bank_rules_organization_idx` ON `bank_rules` (`organization_id`,`position`);
--> statement-breakpoint
CREATE TABLE `actual_explanations` (
	`organization_id` text NOT NULL,
	`season` text NOT NULL,
	`account` text NOT NULL,
	`text` text NOT NULL,
	PRIMARY KEY(`organization_id`, `season`, `account`),
	FOREIGN KEY (`organization_id`) REFERENCES `clubs`(`id`) ON UPDATE no action ON DELETE cascade
);
