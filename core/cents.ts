import { finite, snap } from "./cost-model/numbers";

/**
 * Amounts rounded to the cent so that rows add up to their total (issue 38.7, docs/decisions/201):
 * the total is rounded once, then each row gets its whole cents and the cents left over go to the
 * rows with the largest remainders (the largest-remainder method). Rounding each row on its own made
 * the Cerfa's 86 read 13.02 beside 87 at 13.01 for the same 13.015. Pure.
 */

/** Whole cents of an amount, half away from zero; snapped first so 1.005 is 101 cents, not 100. */
export function toCents(amount: number): number {
  const scaled = snap(finite(amount) * 100);
  return finite(Math.sign(scaled) * Math.round(Math.abs(scaled)));
}

/**
 * `values` in whole cents adding up exactly to `totalCents` (by default the rounded sum of the values).
 * Each row is floored, then the rows with the largest fractional cents (the first on a tie) get one
 * cent more until the total is reached; a total below the floors takes cents back from the smallest.
 */
export function centsAddingUp(
  values: readonly number[],
  totalCents = toCents(values.reduce((sum, v) => sum + finite(v), 0)),
): number[] {
  const scaled = values.map((v) => snap(finite(v) * 100));
  const rows = scaled.map((v) => Math.floor(v));
  let missing = totalCents - rows.reduce((sum, c) => sum + c, 0);
  const byRemainder = scaled
    .map((v, i) => ({ i, remainder: v - rows[i] }))
    .sort((a, b) => b.remainder - a.remainder || a.i - b.i);
  if (byRemainder.length === 0) return rows;
  for (let k = 0; missing > 0; k = (k + 1) % byRemainder.length, missing--) rows[byRemainder[k].i] += 1;
  for (
    let k = byRemainder.length - 1;
    missing < 0;
    k = (k - 1 + byRemainder.length) % byRemainder.length, missing++
  )
    rows[byRemainder[k].i] -= 1;
  return rows.map((c) => c + 0);
}
