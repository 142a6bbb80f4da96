import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import * as z from "zod/mini";
import { CALCULATOR_LIMITS, type RevenueLine, revenueLineSchema } from "#core/schemas/calculator";
import { parseAmount } from "../../lib/calculator-model/calc-doc";

/** The add-revenue form as typed: the amount as text (decimal comma or point). */
export interface RevenueDraft {
  name: string;
  value: string;
}

/** The bounds named by the "not in range" message. */
export const REVENUE_RANGE = { min: 0, max: CALCULATOR_LIMITS.amount } as const;

/**
 * core's revenue line schema over the draft: its rules and messages (a name, an amount >= 0), so the
 * screen refuses what the store would (decision 140). Text that is no number reads as missing.
 */
export const revenueResolver = zodResolver(
  z.pipe(
    z.transform((draft: RevenueDraft): unknown => {
      const value = parseAmount(draft.value);
      return { name: draft.name, value: value === null || Number.isNaN(value) ? undefined : value };
    }),
    revenueLineSchema,
  ),
) as unknown as Resolver<RevenueDraft, unknown, RevenueLine>;
