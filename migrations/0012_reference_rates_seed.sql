-- The reference rates ClubCost starts with (treasurer.md section 4, docs/decisions/138). National rows:
-- the gross hourly SMIC on its two latest dates, the employer-charges coefficient on volunteer time
-- (0 by default), and the defaults a new benefit line has always taken (GYM/GRD 22.65, FMP/OCA 14.11,
-- DRT 15.77, CIS 3.37), kept with what is known of their source so that no figure moves. Only rows
-- are added; nothing else is read or changed.
INSERT INTO `reference_rates` (`code`, `value`, `valid_from`, `source`, `url`) VALUES
  ('SMIC', 11.88, '2024-11-01', 'SMIC horaire brut, revalorisation du 1er novembre 2024', 'https://www.service-public.fr/particuliers/vosdroits/F2300'),
  ('SMIC', 12.02, '2026-01-01', 'SMIC horaire brut, revalorisation du 1er janvier 2026', 'https://www.service-public.fr/particuliers/vosdroits/F2300'),
  ('EMPLOYER_CHARGES', 0, '2024-09-01', 'ClubCost : temps bénévole valorisé au SMIC brut, sans charges patronales (réglable)', NULL),
  ('GYM', 22.65, '2024-09-01', 'ClubCost : tarif par défaut d''une heure de gymnase, sans barème national', NULL),
  ('GRD', 22.65, '2024-09-01', 'ClubCost : tarif par défaut d''une heure de terrain, sans barème national', NULL),
  ('FMP', 14.11, '2024-09-01', 'ClubCost : tarif forfaitaire par défaut de l''heure bénévole', NULL),
  ('OCA', 14.11, '2024-09-01', 'ClubCost : tarif forfaitaire par défaut de l''heure bénévole (encadrement occasionnel)', NULL),
  ('DRT', 15.77, '2024-09-01', 'ClubCost : tarif forfaitaire par défaut de l''heure de dirigeant', NULL),
  ('CIS', 3.37, '2024-09-01', 'ClubCost : tarif par défaut de l''heure de service civique', NULL);
