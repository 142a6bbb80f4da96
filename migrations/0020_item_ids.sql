-- Stable ids (season-money.md section 1, docs/decisions/220): every line, benefit, category and group
-- of every stored document, current and in history, that has no `id` gets the id of its place, as
-- core/calculator-ids.ts withPlaceIds writes it: ff1, if2, gs1, or1, b3 in the club-wide lists (the
-- line's position from 1), g2 for a group, g2c1 for its first category, g2c1f3 and g2c1s1 for that
-- category's fees and subsidies. The same item at the same place in two saves gets the same id. Lists
-- that are missing stay missing, items that have an id keep it, and nothing else changes: running it
-- again changes nothing. From now on the store gives new items their ids.
UPDATE `calculations` SET `document` = json_set(`document`, '$.federalFees', (
  SELECT json_group_array(json(CASE WHEN json_type(`i`.`value`, '$.id') IS NULL THEN json_set(`i`.`value`, '$.id', 'ff' || (`i`.`key` + 1)) ELSE json(`i`.`value`) END) ORDER BY `i`.`key`)
  FROM json_each(`calculations`.`document`, '$.federalFees') AS `i`))
WHERE json_type(`document`, '$.federalFees') = 'array';
--> statement-breakpoint
UPDATE `calculations` SET `document` = json_set(`document`, '$.internalFees', (
  SELECT json_group_array(json(CASE WHEN json_type(`i`.`value`, '$.id') IS NULL THEN json_set(`i`.`value`, '$.id', 'if' || (`i`.`key` + 1)) ELSE json(`i`.`value`) END) ORDER BY `i`.`key`)
  FROM json_each(`calculations`.`document`, '$.internalFees') AS `i`))
WHERE json_type(`document`, '$.internalFees') = 'array';
--> statement-breakpoint
UPDATE `calculations` SET `document` = json_set(`document`, '$.globalSubsidies', (
  SELECT json_group_array(json(CASE WHEN json_type(`i`.`value`, '$.id') IS NULL THEN json_set(`i`.`value`, '$.id', 'gs' || (`i`.`key` + 1)) ELSE json(`i`.`value`) END) ORDER BY `i`.`key`)
  FROM json_each(`calculations`.`document`, '$.globalSubsidies') AS `i`))
WHERE json_type(`document`, '$.globalSubsidies') = 'array';
--> statement-breakpoint
UPDATE `calculations` SET `document` = json_set(`document`, '$.otherRevenues', (
  SELECT json_group_array(json(CASE WHEN json_type(`i`.`value`, '$.id') IS NULL THEN json_set(`i`.`value`, '$.id', 'or' || (`i`.`key` + 1)) ELSE json(`i`.`value`) END) ORDER BY `i`.`key`)
  FROM json_each(`calculations`.`document`, '$.otherRevenues') AS `i`))
WHERE json_type(`document`, '$.otherRevenues') = 'array';
--> statement-breakpoint
UPDATE `calculations` SET `document` = json_set(`document`, '$.benefits', (
  SELECT json_group_array(json(CASE WHEN json_type(`i`.`value`, '$.id') IS NULL THEN json_set(`i`.`value`, '$.id', 'b' || (`i`.`key` + 1)) ELSE json(`i`.`value`) END) ORDER BY `i`.`key`)
  FROM json_each(`calculations`.`document`, '$.benefits') AS `i`))
WHERE json_type(`document`, '$.benefits') = 'array';
--> statement-breakpoint
UPDATE `calculations` SET `document` = json_set(`document`, '$.groups', (
  SELECT json_group_array(json(`g2`.`v`) ORDER BY `g2`.`k`) FROM (
    SELECT `g1`.`k`, CASE WHEN json_type(`g1`.`v`, '$.categories') = 'array' THEN json_set(`g1`.`v`, '$.categories', (
        SELECT json_group_array(json(`c3`.`v`) ORDER BY `c3`.`k`) FROM (
          SELECT `c2`.`k`, CASE WHEN json_type(`c2`.`v`, '$.subsidies') = 'array' THEN json_set(`c2`.`v`, '$.subsidies', (
              SELECT json_group_array(json(CASE WHEN json_type(`s`.`value`, '$.id') IS NULL THEN json_set(`s`.`value`, '$.id', 'g' || (`g1`.`k` + 1) || 'c' || (`c2`.`k` + 1) || 's' || (`s`.`key` + 1)) ELSE json(`s`.`value`) END) ORDER BY `s`.`key`)
              FROM json_each(`c2`.`v`, '$.subsidies') AS `s`)) ELSE `c2`.`v` END AS `v` FROM (
            SELECT `c1`.`k`, CASE WHEN json_type(`c1`.`v`, '$.fees') = 'array' THEN json_set(`c1`.`v`, '$.fees', (
              SELECT json_group_array(json(CASE WHEN json_type(`f`.`value`, '$.id') IS NULL THEN json_set(`f`.`value`, '$.id', 'g' || (`g1`.`k` + 1) || 'c' || (`c1`.`k` + 1) || 'f' || (`f`.`key` + 1)) ELSE json(`f`.`value`) END) ORDER BY `f`.`key`)
              FROM json_each(`c1`.`v`, '$.fees') AS `f`)) ELSE `c1`.`v` END AS `v` FROM (
              SELECT `c`.`key` AS `k`, CASE WHEN json_type(`c`.`value`, '$.id') IS NULL THEN json_set(`c`.`value`, '$.id', 'g' || (`g1`.`k` + 1) || 'c' || (`c`.`key` + 1)) ELSE json(`c`.`value`) END AS `v`
              FROM json_each(`g1`.`v`, '$.categories') AS `c`) AS `c1`) AS `c2`) AS `c3`)) ELSE `g1`.`v` END AS `v` FROM (
      SELECT `g`.`key` AS `k`, CASE WHEN json_type(`g`.`value`, '$.id') IS NULL THEN json_set(`g`.`value`, '$.id', 'g' || (`g`.`key` + 1)) ELSE json(`g`.`value`) END AS `v`
      FROM json_each(`calculations`.`document`, '$.groups') AS `g`) AS `g1`) AS `g2`))
WHERE json_type(`document`, '$.groups') = 'array';
--> statement-breakpoint
UPDATE `calculation_history` SET `document` = json_set(`document`, '$.federalFees', (
  SELECT json_group_array(json(CASE WHEN json_type(`i`.`value`, '$.id') IS NULL THEN json_set(`i`.`value`, '$.id', 'ff' || (`i`.`key` + 1)) ELSE json(`i`.`value`) END) ORDER BY `i`.`key`)
  FROM json_each(`calculation_history`.`document`, '$.federalFees') AS `i`))
WHERE json_type(`document`, '$.federalFees') = 'array';
--> statement-breakpoint
UPDATE `calculation_history` SET `document` = json_set(`document`, '$.internalFees', (
  SELECT json_group_array(json(CASE WHEN json_type(`i`.`value`, '$.id') IS NULL THEN json_set(`i`.`value`, '$.id', 'if' || (`i`.`key` + 1)) ELSE json(`i`.`value`) END) ORDER BY `i`.`key`)
  FROM json_each(`calculation_history`.`document`, '$.internalFees') AS `i`))
WHERE json_type(`document`, '$.internalFees') = 'array';
--> statement-breakpoint
UPDATE `calculation_history` SET `document` = json_set(`document`, '$.globalSubsidies', (
  SELECT json_group_array(json(CASE WHEN json_type(`i`.`value`, '$.id') IS NULL THEN json_set(`i`.`value`, '$.id', 'gs' || (`i`.`key` + 1)) ELSE json(`i`.`value`) END) ORDER BY `i`.`key`)
  FROM json_each(`calculation_history`.`document`, '$.globalSubsidies') AS `i`))
WHERE json_type(`document`, '$.globalSubsidies') = 'array';
--> statement-breakpoint
UPDATE `calculation_history` SET `document` = json_set(`document`, '$.otherRevenues', (
  SELECT json_group_array(json(CASE WHEN json_type(`i`.`value`, '$.id') IS NULL THEN json_set(`i`.`value`, '$.id', 'or' || (`i`.`key` + 1)) ELSE json(`i`.`value`) END) ORDER BY `i`.`key`)
  FROM json_each(`calculation_history`.`document`, '$.otherRevenues') AS `i`))
WHERE json_type(`document`, '$.otherRevenues') = 'array';
--> statement-breakpoint
UPDATE `calculation_history` SET `document` = json_set(`document`, '$.benefits', (
  SELECT json_group_array(json(CASE WHEN json_type(`i`.`value`, '$.id') IS NULL THEN json_set(`i`.`value`, '$.id', 'b' || (`i`.`key` + 1)) ELSE json(`i`.`value`) END) ORDER BY `i`.`key`)
  FROM json_each(`calculation_history`.`document`, '$.benefits') AS `i`))
WHERE json_type(`document`, '$.benefits') = 'array';
--> statement-breakpoint
UPDATE `calculation_history` SET `document` = json_set(`document`, '$.groups', (
  SELECT json_group_array(json(`g2`.`v`) ORDER BY `g2`.`k`) FROM (
    SELECT `g1`.`k`, CASE WHEN json_type(`g1`.`v`, '$.categories') = 'array' THEN json_set(`g1`.`v`, '$.categories', (
        SELECT json_group_array(json(`c3`.`v`) ORDER BY `c3`.`k`) FROM (
          SELECT `c2`.`k`, CASE WHEN json_type(`c2`.`v`, '$.subsidies') = 'array' THEN json_set(`c2`.`v`, '$.subsidies', (
              SELECT json_group_array(json(CASE WHEN json_type(`s`.`value`, '$.id') IS NULL THEN json_set(`s`.`value`, '$.id', 'g' || (`g1`.`k` + 1) || 'c' || (`c2`.`k` + 1) || 's' || (`s`.`key` + 1)) ELSE json(`s`.`value`) END) ORDER BY `s`.`key`)
              FROM json_each(`c2`.`v`, '$.subsidies') AS `s`)) ELSE `c2`.`v` END AS `v` FROM (
            SELECT `c1`.`k`, CASE WHEN json_type(`c1`.`v`, '$.fees') = 'array' THEN json_set(`c1`.`v`, '$.fees', (
              SELECT json_group_array(json(CASE WHEN json_type(`f`.`value`, '$.id') IS NULL THEN json_set(`f`.`value`, '$.id', 'g' || (`g1`.`k` + 1) || 'c' || (`c1`.`k` + 1) || 'f' || (`f`.`key` + 1)) ELSE json(`f`.`value`) END) ORDER BY `f`.`key`)
              FROM json_each(`c1`.`v`, '$.fees') AS `f`)) ELSE `c1`.`v` END AS `v` FROM (
              SELECT `c`.`key` AS `k`, CASE WHEN json_type(`c`.`value`, '$.id') IS NULL THEN json_set(`c`.`value`, '$.id', 'g' || (`g1`.`k` + 1) || 'c' || (`c`.`key` + 1)) ELSE json(`c`.`value`) END AS `v`
              FROM json_each(`g1`.`v`, '$.categories') AS `c`) AS `c1`) AS `c2`) AS `c3`)) ELSE `g1`.`v` END AS `v` FROM (
      SELECT `g`.`key` AS `k`, CASE WHEN json_type(`g`.`value`, '$.id') IS NULL THEN json_set(`g`.`value`, '$.id', 'g' || (`g`.`key` + 1)) ELSE json(`g`.`value`) END AS `v`
      FROM json_each(`calculation_history`.`document`, '$.groups') AS `g`) AS `g1`) AS `g2`))
WHERE json_type(`document`, '$.groups') = 'array';
