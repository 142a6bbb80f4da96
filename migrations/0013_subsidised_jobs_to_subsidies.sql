-- Subsidised jobs (SJB: ANS, DRAJES, PEC) are cash grants, not benefits in kind (treasurer.md
-- section 4, docs/decisions/139). Every stored document, current and in history, that holds SJB
-- benefit lines gets one global subsidy per line, after its own subsidies and in the lines' order:
-- same name, amount = hours x rate (the amount the line was worth, all 17 digits kept), and a line
-- brought by the federation template stays readonly with type "template" (its name pairs it with
-- the template's converted line). The SJB lines leave the benefits, the others are numbered again
-- from 0. Documents without SJB lines are not touched.
UPDATE `calculations` SET `document` = json_set(`document`,
  '$.globalSubsidies', (
    SELECT json_group_array(json(`line`) ORDER BY `part`, `position`) FROM (
      SELECT 0 AS `part`, `g`.`key` AS `position`, `g`.`value` AS `line` FROM json_each(`calculations`.`document`, '$.globalSubsidies') AS `g`
      UNION ALL
      SELECT 1, `b`.`key`, CASE WHEN json_extract(`b`.`value`, '$.type') = 'template'
          THEN json_object('name', json_extract(`b`.`value`, '$.name'), 'value', json(printf('%!.17g', coalesce(json_extract(`b`.`value`, '$.hours'), 0) * coalesce(json_extract(`b`.`value`, '$.rate'), 0))), 'readonly', json('true'), 'type', 'template')
          ELSE json_object('name', json_extract(`b`.`value`, '$.name'), 'value', json(printf('%!.17g', coalesce(json_extract(`b`.`value`, '$.hours'), 0) * coalesce(json_extract(`b`.`value`, '$.rate'), 0)))) END
        FROM json_each(`calculations`.`document`, '$.benefits') AS `b` WHERE json_extract(`b`.`value`, '$.benefitType') = 'SJB'
    )
  ),
  '$.benefits', (
    SELECT json_group_array(json_set(`b`.`value`, '$.index', `b`.`kept` - 1) ORDER BY `b`.`kept`) FROM (
      SELECT `value`, row_number() OVER (ORDER BY `key`) AS `kept` FROM json_each(`calculations`.`document`, '$.benefits')
      WHERE json_extract(`value`, '$.benefitType') IS NOT 'SJB'
    ) AS `b`
  ))
WHERE EXISTS (SELECT 1 FROM json_each(`calculations`.`document`, '$.benefits') WHERE json_extract(`value`, '$.benefitType') = 'SJB');
--> statement-breakpoint
UPDATE `calculation_history` SET `document` = json_set(`document`,
  '$.globalSubsidies', (
    SELECT json_group_array(json(`line`) ORDER BY `part`, `position`) FROM (
      SELECT 0 AS `part`, `g`.`key` AS `position`, `g`.`value` AS `line` FROM json_each(`calculation_history`.`document`, '$.globalSubsidies') AS `g`
      UNION ALL
      SELECT 1, `b`.`key`, CASE WHEN json_extract(`b`.`value`, '$.type') = 'template'
          THEN json_object('name', json_extract(`b`.`value`, '$.name'), 'value', json(printf('%!.17g', coalesce(json_extract(`b`.`value`, '$.hours'), 0) * coalesce(json_extract(`b`.`value`, '$.rate'), 0))), 'readonly', json('true'), 'type', 'template')
          ELSE json_object('name', json_extract(`b`.`value`, '$.name'), 'value', json(printf('%!.17g', coalesce(json_extract(`b`.`value`, '$.hours'), 0) * coalesce(json_extract(`b`.`value`, '$.rate'), 0)))) END
        FROM json_each(`calculation_history`.`document`, '$.benefits') AS `b` WHERE json_extract(`b`.`value`, '$.benefitType') = 'SJB'
    )
  ),
  '$.benefits', (
    SELECT json_group_array(json_set(`b`.`value`, '$.index', `b`.`kept` - 1) ORDER BY `b`.`kept`) FROM (
      SELECT `value`, row_number() OVER (ORDER BY `key`) AS `kept` FROM json_each(`calculation_history`.`document`, '$.benefits')
      WHERE json_extract(`value`, '$.benefitType') IS NOT 'SJB'
    ) AS `b`
  ))
WHERE EXISTS (SELECT 1 FROM json_each(`calculation_history`.`document`, '$.benefits') WHERE json_extract(`value`, '$.benefitType') = 'SJB');
