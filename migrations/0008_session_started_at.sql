ALTER TABLE `refresh_tokens` ADD `session_started_at` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Sessions open before this migration: their start is the creation of the oldest token still stored
-- in their family (a token's creation is its expiry less the 30-day sliding lifetime, 2,592,000,000 ms).
UPDATE `refresh_tokens` SET `session_started_at` = (
  SELECT min(`family`.`expires_at`) FROM `refresh_tokens` AS `family` WHERE `family`.`family_id` = `refresh_tokens`.`family_id`
) - 2592000000;
