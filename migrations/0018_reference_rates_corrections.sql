-- Reference rates say one thing (issue 38.11, treasurer.md section 4). Two columns: the source in
-- English (the web app shows the French one where it is missing) and the row a correction replaces
-- (the corrected row stays, for its history). The seed's rows (migration 0012, no author) get their
-- English source, and the defaults that have no national rate say so instead of naming ClubCost as if
-- it were a source. Only rows written by migration 0012 with their exact text are touched.
ALTER TABLE `reference_rates` ADD `source_en` text;
--> statement-breakpoint
ALTER TABLE `reference_rates` ADD `corrects_id` integer;
--> statement-breakpoint
UPDATE `reference_rates` SET `source_en` = 'Gross hourly SMIC (French minimum wage), raised on 1 November 2024'
  WHERE `created_by` IS NULL AND `federation_id` IS NULL AND `code` = 'SMIC' AND `source` = 'SMIC horaire brut, revalorisation du 1er novembre 2024';
--> statement-breakpoint
UPDATE `reference_rates` SET `source_en` = 'Gross hourly SMIC (French minimum wage), raised on 1 January 2026'
  WHERE `created_by` IS NULL AND `federation_id` IS NULL AND `code` = 'SMIC' AND `source` = 'SMIC horaire brut, revalorisation du 1er janvier 2026';
--> statement-breakpoint
UPDATE `reference_rates` SET
  `source` = 'Aucun coefficient national : temps bénévole valorisé au SMIC brut, sans charges patronales (réglable)',
  `source_en` = 'No national coefficient: volunteer time valued at the gross SMIC, without employer charges (settable)'
  WHERE `created_by` IS NULL AND `federation_id` IS NULL AND `code` = 'EMPLOYER_CHARGES' AND `source` = 'ClubCost : temps bénévole valorisé au SMIC brut, sans charges patronales (réglable)';
--> statement-breakpoint
UPDATE `reference_rates` SET
  `source` = 'Aucun barème national : valeur indicative d''une heure de gymnase, à remplacer par la valorisation de la commune',
  `source_en` = 'No national rate: an indicative value of a gymnasium hour, to replace with the town''s own valuation'
  WHERE `created_by` IS NULL AND `federation_id` IS NULL AND `code` = 'GYM' AND `source` = 'ClubCost : tarif par défaut d''une heure de gymnase, sans barème national';
--> statement-breakpoint
UPDATE `reference_rates` SET
  `source` = 'Aucun barème national : valeur indicative d''une heure de terrain, à remplacer par la valorisation de la commune',
  `source_en` = 'No national rate: an indicative value of a pitch hour, to replace with the town''s own valuation'
  WHERE `created_by` IS NULL AND `federation_id` IS NULL AND `code` = 'GRD' AND `source` = 'ClubCost : tarif par défaut d''une heure de terrain, sans barème national';
--> statement-breakpoint
UPDATE `reference_rates` SET
  `source` = 'Aucun barème national : valeur indicative d''une heure de service civique',
  `source_en` = 'No national rate: an indicative value of an hour of civic service'
  WHERE `created_by` IS NULL AND `federation_id` IS NULL AND `code` = 'CIS' AND `source` = 'ClubCost : tarif par défaut de l''heure de service civique';
