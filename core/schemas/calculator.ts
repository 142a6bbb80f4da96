import { z } from "zod";

/** Caps so a hostile payload cannot blow memory or CPU (per array, then for the whole document). */
export const CALCULATOR_LIMITS = {
  name: 120,
  groups: 100,
  categoriesPerGroup: 200,
  categories: 2000,
  globalLines: 500,
  categoryLines: 100,
  benefits: 500,
  lines: 20_000,
  members: 10_000_000,
  rate: 10_000,
  amount: 1e12,
} as const;
const L = CALCULATOR_LIMITS;

export const BENEFIT_TYPES = ["GYM", "GRD", "FMP", "CIS", "SJB"] as const;
export type BenefitType = (typeof BENEFIT_TYPES)[number];
export const BENEFIT_CODES = ["DRT", "OCA", "PRT", "OTH", "ANS", "DRA", "PEC"] as const;
export type BenefitCode = (typeof BENEFIT_CODES)[number];

export const BENEFIT_SUBTYPES: Readonly<Record<BenefitType, readonly BenefitCode[]>> = {
  GYM: [],
  GRD: [],
  FMP: ["DRT", "OCA", "PRT", "OTH"],
  CIS: [],
  SJB: ["ANS", "DRA", "PEC", "OTH"],
};

/** Default hourly rates in EUR; null = the club types an amount (stored as hours = amount, rate = 1). */
export const BENEFIT_DEFAULT_RATES: Readonly<Record<BenefitType, number | null>> = {
  GYM: 22.65,
  GRD: 22.65,
  FMP: 14.11,
  CIS: 3.37,
  SJB: null,
};
export const BENEFIT_SUBTYPE_RATES: Readonly<Partial<Record<BenefitCode, number>>> = { DRT: 15.77, OCA: 14.11 };

export function isAmountTyped(type: BenefitType): boolean {
  return BENEFIT_DEFAULT_RATES[type] === null;
}

export function defaultBenefitRate(type: BenefitType, code?: BenefitCode | null): number | null {
  if (isAmountTyped(type)) return null;
  return (code && BENEFIT_SUBTYPE_RATES[code]) ?? BENEFIT_DEFAULT_RATES[type];
}

const name = z.string({ error: "error_name_required" }).trim().min(1, "error_name_required").max(L.name, "error_name_too_long");
const amount = z.number({ error: "error_value_required" }).min(-L.amount).max(L.amount);

export const lineSchema = z.object({
  name,
  value: amount,
  readonly: z.boolean().optional(),
  type: z.string().max(40).optional(),
});

export const benefitSchema = z
  .object({
    index: z.number().int().min(0).max(1_000_000),
    benefitType: z.enum(BENEFIT_TYPES, { error: "error_type_required" }),
    code: z.enum(BENEFIT_CODES).optional(),
    name,
    hours: z.number({ error: "error_hours_required" }).min(0, "error_hours_required").max(L.amount),
    rate: z.number({ error: "error_rate_required" }).min(0, "error_rate_required").max(L.amount),
    readonly: z.boolean().optional(),
    /** "template" on benefits brought in by the federation template (core/calculator-template.ts). */
    type: z.string().max(40).optional(),
  })
  .refine((b) => !b.code || BENEFIT_SUBTYPES[b.benefitType].includes(b.code), {
    message: "error_type_required",
    path: ["code"],
  });

export const categorySchema = z.object({
  name,
  members: z
    .number({ error: "catMemberMustBePositif" })
    .int("catMemberMustBePositif")
    .min(1, "catMemberMustBePositif")
    .max(L.members, "catMemberMustBePositif"),
  fees: z.array(lineSchema).max(L.categoryLines).default([]),
  subsidies: z.array(lineSchema).max(L.categoryLines).default([]),
  rate: z.number().min(0).max(L.rate).optional(),
  manualMembership: amount.nullable().optional(),
  membership: amount.optional(),
});

export const groupSchema = z.object({
  name,
  categories: z.array(categorySchema).max(L.categoriesPerGroup).default([]),
});

export const calculatorContextSchema = z.object({
  lastUpdate: z.string().max(40).optional(),
  modifier: z.string().max(200).optional(),
  inputMembership: z.boolean().optional(),
  version: z.number().int().min(0).optional(),
});

export const calculatorSchema = z
  .object({
    organizationId: z.string().trim().min(1).max(64),
    currency: z.string().regex(/^[A-Z]{3}$/).default("EUR"),
    precision: z.number().min(-1000).max(1000).default(0),
    groups: z.array(groupSchema).max(L.groups).default([]),
    federalFees: z.array(lineSchema).max(L.globalLines).default([]),
    internalFees: z.array(lineSchema).max(L.globalLines).default([]),
    globalSubsidies: z.array(lineSchema).max(L.globalLines).default([]),
    benefits: z.array(benefitSchema).max(L.benefits).default([]),
    context: calculatorContextSchema.default({}),
  })
  .superRefine((calc, ctx) => {
    let categories = 0;
    let lines = calc.federalFees.length + calc.internalFees.length + calc.globalSubsidies.length + calc.benefits.length;
    for (const group of calc.groups) {
      categories += group.categories.length;
      for (const category of group.categories) lines += category.fees.length + category.subsidies.length;
    }
    if (categories > L.categories) ctx.addIssue({ code: "custom", message: "too_many_categories", path: ["groups"] });
    if (lines > L.lines) ctx.addIssue({ code: "custom", message: "too_many_lines", path: ["groups"] });
  });

export type Line = z.infer<typeof lineSchema>;
export type Benefit = z.infer<typeof benefitSchema>;
export type Category = z.infer<typeof categorySchema>;
export type Group = z.infer<typeof groupSchema>;
export type CalculatorContext = z.infer<typeof calculatorContextSchema>;
export type Calculator = z.infer<typeof calculatorSchema>;
/** What a client may send (defaults not yet applied). */
export type CalculatorInput = z.input<typeof calculatorSchema>;

export const DEFAULT_GROUP_NAME = "Unique";
export const DEFAULT_RATE = 100;

export function defaultCategory(categoryName = "Cat. 1"): Category {
  return { name: categoryName, members: 1, fees: [], subsidies: [], rate: DEFAULT_RATE };
}

export function defaultCalculator(organizationId: string): Calculator {
  return {
    organizationId,
    currency: "EUR",
    precision: 0,
    groups: [{ name: DEFAULT_GROUP_NAME, categories: [defaultCategory()] }],
    federalFees: [],
    internalFees: [],
    globalSubsidies: [],
    benefits: [],
    context: {},
  };
}

/** First free "prefix N" from count + 1, so deleting then adding never duplicates a name. */
function nextName(prefix: string, taken: readonly { name: string }[]): string {
  const names = new Set(taken.map((item) => item.name));
  let n = taken.length + 1;
  while (names.has(`${prefix} ${n}`)) n += 1;
  return `${prefix} ${n}`;
}

export function nextCategoryName(group: Pick<Group, "categories">): string {
  return nextName("Cat.", group.categories);
}

export function nextGroupName(calc: Pick<Calculator, "groups">): string {
  return nextName("Activité", calc.groups);
}
