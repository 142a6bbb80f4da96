import { finite, snap } from "./numbers";
import { DEFAULT_CATEGORY_RATE } from "./category";
import type { CategoryInput } from "./types";

/** Same bound as the schema's category rate, so a converted rate always saves. */
export const MAX_RATE = 10_000;

/**
 * Rate shown for a requested membership m: round(m / A x 100), clamped to 0..MAX_RATE.
 * When A <= 0 there is no meaningful share: the amount is kept and the rate shows 100.
 */
export function requestedMembershipRate(amount: number, netCost: number): number {
  const a = snap(netCost);
  if (a <= 0) return DEFAULT_CATEGORY_RATE;
  const rate = Math.round(snap((finite(amount) / a) * 100));
  return Math.min(MAX_RATE, Math.max(0, rate));
}

/** The category with its rate set and its manual amount replaced. */
export type WithRate<C, M extends number | null> = Omit<C, "rate" | "manualMembership"> & {
  rate: number;
  manualMembership: M;
};

/** Typing a requested membership: the category becomes manual and its rate follows. */
export function applyRequestedMembership<C extends CategoryInput>(
  category: C,
  amount: number,
  netCost: number,
): WithRate<C, number> {
  const manualMembership = finite(amount);
  return { ...category, manualMembership, rate: requestedMembershipRate(manualMembership, netCost) };
}

/** Moving the slider sets the rate and clears the manual amount. */
export function applySliderRate<C extends CategoryInput>(category: C, rate: number): WithRate<C, null> {
  const clamped = Math.min(MAX_RATE, Math.max(0, Math.round(finite(rate))));
  return { ...category, rate: clamped, manualMembership: null };
}

/**
 * Slider maximum: 100, or 200 when any rate exceeds 99; in input mode the smallest
 * multiple of 100 strictly above the highest rate (at least 100).
 */
export function sliderMax(rates: readonly number[], inputMode = false): number {
  let highest = -Infinity;
  for (const rate of rates) if (Number.isFinite(rate) && rate > highest) highest = rate;
  if (!inputMode) return highest > 99 ? 200 : 100;
  if (highest < 0) return 100;
  return Math.min(MAX_RATE + 100, (Math.floor(highest / 100) + 1) * 100);
}
