import { z } from "zod";
import { BENEFIT_CODES, BENEFIT_SUBTYPES, BENEFIT_TYPES, CALCULATOR_LIMITS } from "./calculator-basics";

// The constants and defaults live in calculator-basics.ts, which needs no zod: the calculator's first
// render uses them and loads this file (and zod) beside the document (docs/decisions/102).
export * from "./calculator-basics";

const L = CALCULATOR_LIMITS;

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
