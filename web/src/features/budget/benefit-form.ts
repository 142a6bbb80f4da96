import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import * as z from "zod/mini";
import {
  type Benefit,
  type BenefitCode,
  type BenefitType,
  benefitSchema,
  defaultBenefitRate,
  isAmountTyped,
} from "#core/schemas/calculator";
import { BENEFIT_TYPES } from "#core/schemas/calculator-basics";
import { parseAmount } from "../../lib/calculator-model/calc-doc";

/** The add-benefit form as typed: the choices ("" until made) and the numbers as text (decimal comma or point). */
export interface BenefitDraft {
  benefitType: BenefitType | "";
  code: BenefitCode | "";
  name: string;
  hours: string;
  rate: string;
}

export const emptyBenefit: BenefitDraft = { benefitType: "", code: "", name: "", hours: "", rate: "" };

const toNumber = (text: string) => parseAmount(text) ?? undefined;

/** SJB is typed as an amount: its "hours" are the amount and its rate is 1. */
export const amountTyped = (type: BenefitType | "") => type !== "" && isAmountTyped(type);

/** The draft as core's benefit schema reads it (the document's own rules and messages). */
function asBenefit(draft: BenefitDraft) {
  return {
    index: 0,
    benefitType: draft.benefitType || undefined,
    code: draft.code || undefined,
    name: draft.name,
    hours: toNumber(draft.hours),
    rate: amountTyped(draft.benefitType) ? 1 : toNumber(draft.rate),
  };
}

/** Value = rate x hours, shown while typing; nothing until both are numbers. */
export function previewNumbers(draft: Pick<BenefitDraft, "benefitType" | "hours" | "rate">) {
  const { hours, rate } = asBenefit({ ...emptyBenefit, ...draft });
  return typeof hours === "number" && typeof rate === "number" ? { hours, rate } : null;
}

/** core's benefit schema over the draft (its paths are the form's fields); the list gives the index. */
export const benefitResolver = zodResolver(
  z.pipe(
    z.pipe(
      // Left to the schema to judge: a missing choice or number is its "required" message.
      z.transform((draft: BenefitDraft): unknown => asBenefit(draft)),
      benefitSchema,
    ),
    z.transform(({ index: _index, ...benefit }: Benefit) => benefit),
  ),
) as unknown as Resolver<BenefitDraft, unknown, Omit<Benefit, "index">>;

/** The default rate of a type or subtype: the season's reference rate where the dialog has it, else the built-in one; null for an amount. */
export type RateOf = (type: BenefitType, code?: BenefitCode | null) => number | null;

/**
 * What choosing a type fills in: no subtype, the type's rate (1 when typed as an amount), and the
 * type's name unless the person typed one of their own.
 */
export function typeChosen(
  draft: BenefitDraft,
  next: BenefitType | "",
  typeName: (type: BenefitType) => string,
  decimal: (n: number) => string,
  rateOf: RateOf = defaultBenefitRate,
): Partial<BenefitDraft> {
  if (!next) return { code: "" };
  const rate = rateOf(next);
  const ownName = draft.name.trim() && !BENEFIT_TYPES.some((type) => typeName(type) === draft.name);
  return {
    code: "",
    rate: rate === null ? "1" : decimal(rate),
    ...(ownName ? {} : { name: typeName(next) }),
  };
}

/** What choosing a subtype fills in: its own rate, when it has one. */
export function codeChosen(
  type: BenefitType | "",
  next: BenefitCode | "",
  decimal: (n: number) => string,
  rateOf: RateOf = defaultBenefitRate,
): Partial<BenefitDraft> {
  const rate = type && next ? rateOf(type, next) : null;
  return rate === null ? {} : { rate: decimal(rate) };
}
