/** Numeric helpers that never let NaN or Infinity escape into the results. */

/** Any non-finite number (or missing value) counts as 0; -0 becomes 0 so it never prints "-0". */
export function finite(value: number | null | undefined): number {
  return typeof value === "number" && Number.isFinite(value) ? value + 0 : 0;
}

/** Division that yields 0 when the denominator is 0 (N = 0, members 0) or the result overflows. */
export function safeDiv(numerator: number, denominator: number): number {
  if (denominator === 0 || !Number.isFinite(denominator)) return 0;
  return finite(numerator / denominator);
}

/**
 * Removes binary floating noise (110.00000000001 -> 110) before rounding or comparing:
 * 9 decimals for everyday amounts, 15 significant digits for huge ones.
 */
export function snap(value: number): number {
  const v = finite(value);
  if (Math.abs(v) < 1e6) return Math.round(v * 1e9) / 1e9 + 0;
  return Number(v.toPrecision(15));
}

/** Sum of `value` over lines; non-finite values count as 0. */
export function sumValues(lines: readonly { value: number }[] | null | undefined): number {
  if (!lines) return 0;
  let total = 0;
  for (const line of lines) total += finite(line.value);
  return finite(total);
}
