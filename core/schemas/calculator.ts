// zod/mini rather than zod (docs/decisions/101): the calculator's page builds these schemas while it
// opens, and with classic zod that was its longest script task (47 ms cold on this machine, 14 ms with
// mini: four times that on Lighthouse's phone).
import * as z from "zod/mini";
import { CATEGORY_KINDS } from "../category-kinds";
import { LINE_ACCOUNTS } from "../cerfa-accounts";
import { firstAccountIssue } from "../cerfa-account-check";
import { firstRepeatIssue } from "../calculator-repeats";
import {
  PRECISIONS,
  BENEFIT_CODES,
  BENEFIT_SUBTYPES,
  BENEFIT_TYPES,
  CALCULATOR_LIMITS,
  FAMILY_RANK,
  SCENARIO_CHANGE,
} from "./calculator-basics";
import { isSeason } from "../season";
import { duplicateIdPath } from "../calculator-ids";
import { allocationIssue } from "../cost-model/allocation";
import { firstReferenceIssue } from "../calculator-references";
import { scenarioLinesSchema, votedPricesSchema } from "./calculator-prices";
import { allocation, cashPlanSettings, categoryHours, itemId, schedule } from "./calculator-items";

// The constants and defaults live in calculator-basics.ts, which needs no zod: the calculator's first
// render uses them and loads this file (and zod) beside the document (docs/decisions/101).
export * from "./calculator-basics";

const L = CALCULATOR_LIMITS;

const name = z
  .string({ error: "error_name_required" })
  .check(z.trim(), z.minLength(1, "error_name_required"), z.maxLength(L.name, "error_name_too_long"));
const amount = z.number({ error: "error_value_required" }).check(z.gte(-L.amount), z.lte(L.amount));
const tag = z.optional(z.string().check(z.maxLength(40, "error_text_too_long")));
const flag = z.optional(z.boolean());
/** The Cerfa 12156 class of a line (treasurer.md section 5); missing = its list's default, so older documents load unchanged. */
const account = z.optional(
  z
    .number({ error: "error_account_invalid" })
    .check(z.refine((n) => (LINE_ACCOUNTS as readonly number[]).includes(n), "error_account_invalid")),
);
/** A list of at most `max` items, refused past it with `code` on the list's own path (docs/decisions/213). */
const list = <T extends z.core.SomeType>(item: T, max: number, code: string) =>
  z._default(z.array(item).check(z.maxLength(max, code)), []);

/** `allocation` is read on club-wide lines only (season-money.md section 2); a category's own lines are its own. */
export const lineSchema = z.object({
  id: itemId,
  name,
  value: amount,
  readonly: flag,
  type: tag,
  account,
  allocation,
  schedule,
});

/** Other revenues (events, sponsors, bar): shaped like a subsidy line, never below 0 (treasurer.md section 2). */
export const revenueLineSchema = z.object({
  id: itemId,
  name,
  value: z
    .number({ error: "error_value_required" })
    .check(z.gte(0, "not_in_range"), z.lte(L.amount, "not_in_range")),
  readonly: flag,
  type: tag,
  account,
  allocation,
  schedule,
});

const percent = z
  .number({ error: "not_in_range" })
  .check(z.gte(0, "not_in_range"), z.lte(100, "not_in_range"));
/** A scenario's change in percent; missing is 0 (no change). */
const change = z._default(
  z
    .number({ error: "not_in_range" })
    .check(z.gte(SCENARIO_CHANGE.min, "not_in_range"), z.lte(SCENARIO_CHANGE.max, "not_in_range")),
  0,
);

/** A named what-if kept in the document; it never changes the baseline (treasurer.md section 2). */
export const scenarioSchema = z.object({
  id: z
    .string({ error: "error_name_required" })
    .check(z.trim(), z.minLength(1, "error_name_required"), z.maxLength(64, "error_text_too_long")),
  name,
  membersPct: change,
  subsidiesPct: change,
  feesPct: change,
  pricesPct: change,
  /** Benefit types that become paid: their value moves from the benefits in kind to the cash expenses. */
  paidBenefits: list(
    z.enum(BENEFIT_TYPES, { error: "error_type_required" }),
    BENEFIT_TYPES.length,
    "too_many_rows",
  ),
  /** Lines changed by their own percent instead of their list's (docs/decisions/230); ids of the document's lines. */
  lines: scenarioLinesSchema,
});

/** Shares are in percent of members, as are the discounts (treasurer.md section 3). */
export const socialPricingSchema = z.object({
  familyDiscounts: list(
    z.object({
      rank: z
        .number({ error: "not_in_range" })
        .check(
          z.int("not_in_range"),
          z.gte(FAMILY_RANK.min, "not_in_range"),
          z.lte(FAMILY_RANK.max, "not_in_range"),
        ),
      pct: percent,
      share: percent,
    }),
    L.familyDiscounts,
    "too_many_rows",
  ),
  tiers: list(z.object({ name, pct: percent, share: percent }), L.tiers, "too_many_rows"),
  thirdPartyAids: list(
    z.object({
      name,
      amount: z
        .number({ error: "error_value_required" })
        .check(z.gte(0, "not_in_range"), z.lte(L.amount, "not_in_range")),
      share: percent,
    }),
    L.thirdPartyAids,
    "too_many_rows",
  ),
});

export const benefitSchema = z
  .object({
    id: itemId,
    index: z.number().check(z.int(), z.gte(0), z.lte(1_000_000)),
    benefitType: z.enum(BENEFIT_TYPES, { error: "error_type_required" }),
    code: z.optional(z.enum(BENEFIT_CODES)),
    name,
    hours: z
      .number({ error: "error_hours_required" })
      .check(z.gte(0, "error_hours_required"), z.lte(L.amount)),
    rate: z.number({ error: "error_rate_required" }).check(z.gte(0, "error_rate_required"), z.lte(L.amount)),
    readonly: flag,
    /** "template" on benefits brought in by the federation template (core/calculator-template.ts). */
    type: tag,
    allocation,
  })
  .check(
    z.refine((b) => !b.code || BENEFIT_SUBTYPES[b.benefitType].includes(b.code), {
      message: "error_type_required",
      path: ["code"],
    }),
  );

export const categorySchema = z.object({
  id: itemId,
  name,
  members: z
    .number({ error: "catMemberMustBePositif" })
    .check(
      z.int("catMemberMustBePositif"),
      z.gte(1, "catMemberMustBePositif"),
      z.lte(L.members, "catMemberMustBePositif"),
    ),
  fees: list(lineSchema, L.categoryLines, "too_many_lines"),
  subsidies: list(lineSchema, L.categoryLines, "too_many_lines"),
  rate: z.optional(z.number().check(z.gte(0), z.lte(L.rate))),
  manualMembership: z.optional(z.nullable(amount)),
  membership: z.optional(amount),
  /** What members the category holds, for the federation benchmark (treasurer.md section 6); optional. */
  kind: z.optional(z.enum(CATEGORY_KINDS)),
  hours: categoryHours,
  /** When its memberships come in (season-money.md section 5); missing = September. */
  schedule,
});

export const groupSchema = z.object({
  id: itemId,
  name,
  categories: list(categorySchema, L.categoriesPerGroup, "too_many_categories"),
});

export const calculatorContextSchema = z.object({
  lastUpdate: z.optional(z.string().check(z.maxLength(40, "error_text_too_long"))),
  modifier: z.optional(z.string().check(z.maxLength(200, "error_text_too_long"))),
  inputMembership: flag,
  version: z.optional(z.number().check(z.int(), z.gte(0))),
  /** The season the save is for (treasurer.md section 1); none = the current one. Not kept in the document. */
  season: z.optional(z.string().check(z.refine(isSeason, "error_season_invalid"))),
});

export const calculatorSchema = z
  .object({
    organizationId: z.string().check(z.trim(), z.minLength(1), z.maxLength(64, "error_text_too_long")),
    currency: z._default(z.string().check(z.regex(/^[A-Z]{3}$/)), "EUR"),
    // 0 rounds a price up to the whole unit, 1 to the cent, null ("none") keeps it; missing is 0 (docs/decisions/200).
    precision: z._default(z.nullable(z.literal(PRECISIONS, { error: "error_precision_invalid" })), 0),
    groups: list(groupSchema, L.groups, "too_many_groups"),
    federalFees: list(lineSchema, L.globalLines, "too_many_lines"),
    internalFees: list(lineSchema, L.globalLines, "too_many_lines"),
    globalSubsidies: list(lineSchema, L.globalLines, "too_many_lines"),
    benefits: list(benefitSchema, L.benefits, "too_many_benefits"),
    // Optional at the top so documents saved before them load and save unchanged; missing = none.
    otherRevenues: z.optional(z.array(revenueLineSchema).check(z.maxLength(L.globalLines, "too_many_lines"))),
    scenarios: z.optional(z.array(scenarioSchema).check(z.maxLength(L.scenarios, "too_many_scenarios"))),
    socialPricing: z.optional(socialPricingSchema),
    /** Prices voted by the general meeting (season-money.md section 3); missing = not voted. */
    prices: z.optional(votedPricesSchema),
    cashPlan: cashPlanSettings,
    context: z._default(calculatorContextSchema, {}),
  })
  .check(
    z.superRefine((calc, ctx) => {
      let categories = 0;
      let lines =
        calc.federalFees.length +
        calc.internalFees.length +
        calc.globalSubsidies.length +
        calc.benefits.length +
        (calc.otherRevenues?.length ?? 0);
      for (const group of calc.groups) {
        categories += group.categories.length;
        for (const category of group.categories) lines += category.fees.length + category.subsidies.length;
      }
      if (categories > L.categories)
        ctx.addIssue({ code: "custom", message: "too_many_categories", path: ["groups"] });
      if (lines > L.lines) ctx.addIssue({ code: "custom", message: "too_many_lines", path: ["groups"] });
      // A fee takes a charge class (60-68), a subsidy or revenue a product class (70, 74, 75).
      const accountIssue = firstAccountIssue(calc);
      if (accountIssue)
        ctx.addIssue({ code: "custom", message: "error_account_invalid", path: accountIssue });
      // The screen and the evaluate answer find a scenario by its id.
      // Lines, benefits, categories and groups: one id names one item (season-money.md section 1).
      const duplicate = duplicateIdPath(calc);
      if (duplicate) ctx.addIssue({ code: "custom", message: "error_id_taken", path: duplicate });
      const allocationProblem = allocationIssue(calc);
      if (allocationProblem)
        ctx.addIssue({ code: "custom", message: allocationProblem.code, path: allocationProblem.path });
      // One discount per family rank, each benefit type paid once per scenario.
      const repeat = firstRepeatIssue(calc);
      if (repeat) ctx.addIssue({ code: "custom", message: repeat.message, path: repeat.path });
      // Voted prices name categories, a scenario's line changes name lines: each must exist (decisions 229, 230).
      const reference = firstReferenceIssue(calc);
      if (reference) ctx.addIssue({ code: "custom", message: reference.message, path: reference.path });
      const ids = new Set<string>();
      calc.scenarios?.forEach((scenario, i) => {
        if (ids.has(scenario.id))
          ctx.addIssue({ code: "custom", message: "error_scenario_id_taken", path: ["scenarios", i, "id"] });
        ids.add(scenario.id);
      });
    }),
  );

export type Line = z.infer<typeof lineSchema>;
export type Benefit = z.infer<typeof benefitSchema>;
export type Category = z.infer<typeof categorySchema>;
export type Group = z.infer<typeof groupSchema>;
export type CalculatorContext = z.infer<typeof calculatorContextSchema>;
export type Calculator = z.infer<typeof calculatorSchema>;
export type RevenueLine = z.infer<typeof revenueLineSchema>;
export type Scenario = z.infer<typeof scenarioSchema>;
export type SocialPricing = z.infer<typeof socialPricingSchema>;
/** What a client may send (defaults not yet applied). */
export type CalculatorInput = z.input<typeof calculatorSchema>;
