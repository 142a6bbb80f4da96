import { finite, snap } from "./numbers";

/**
 * Membership rounding by the calculator precision:
 * 0 rounds up to a whole unit, 1 rounds half-up (away from zero) to cents, anything else keeps the raw value.
 * Values are snapped first so float noise never adds a unit (110.00000000001 -> 110, 1.005 -> 1.01).
 */
export function roundMembership(value: number, precision: number | null | undefined): number {
  const v = finite(value);
  if (precision === 0 || precision === undefined || precision === null) return Math.ceil(snap(v)) + 0;
  if (precision === 1) {
    const cents = Math.round(snap(Math.abs(v) * 100));
    return (Math.sign(v) * cents) / 100 + 0;
  }
  return v;
}
