import { finite, snap } from "./numbers";

/**
 * Membership rounding by the calculator precision:
 * 0 rounds up to a whole unit, 1 rounds half-up (away from zero) to cents, anything else keeps the raw value.
 * Values are snapped first so float noise never adds a unit (110.00000000001 -> 110, 1.005 -> 1.01).
 */
export function roundMembership(value: number, precision: number | null | undefined): number {
  const v = finite(value);
  // finite() again: near Number.MAX_VALUE, snapping to 15 digits or scaling to cents overflows.
  // Missing is the default 0; null is "none" (docs/decisions/200) and keeps the raw value, as any other.
  if (precision === 0 || precision === undefined) return finite(Math.ceil(snap(v)));
  if (precision === 1) {
    const cents = Math.round(snap(Math.abs(v) * 100));
    return finite((Math.sign(v) * cents) / 100);
  }
  return v;
}
