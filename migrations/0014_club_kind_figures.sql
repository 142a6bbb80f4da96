CREATE TABLE `club_kind_figures` (
	`club_id` text NOT NULL,
	`kind` text NOT NULL,
	`members` integer NOT NULL,
	`membership` real NOT NULL,
	`real_cost` real NOT NULL,
	`net_cost` real NOT NULL,
	PRIMARY KEY(`club_id`, `kind`),
	FOREIGN KEY (`club_id`) REFERENCES `clubs`(`id`) ON UPDATE no action ON DELETE cascade
);
