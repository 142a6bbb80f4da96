CREATE TABLE `reference_rates` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`code` text NOT NULL,
	`value` real NOT NULL,
	`valid_from` text NOT NULL,
	`source` text NOT NULL,
	`url` text,
	`federation_id` text,
	`season` text,
	`created_by` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`federation_id`) REFERENCES `federations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `reference_rates_federation_idx` ON `reference_rates` (`federation_id`,`season`);