CREATE TABLE `benchmark_snapshots` (
	`federation_id` text NOT NULL,
	`season` text NOT NULL,
	`day` text NOT NULL,
	`rows` text NOT NULL,
	`taken_at` integer NOT NULL,
	PRIMARY KEY(`federation_id`, `season`, `day`),
	FOREIGN KEY (`federation_id`) REFERENCES `federations`(`id`) ON UPDATE no action ON DELETE cascade
);
