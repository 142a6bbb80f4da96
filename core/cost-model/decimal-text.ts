/**
 * Numbers written for French and English readers without `Intl.NumberFormat`: the first one a page
 * builds loads ICU's number data, 15-45 ms in one piece on the calculator's first render (four times
 * that on Lighthouse's phone), docs/decisions/101. The output is Intl's own for fr-FR and en-US, which
 * the property tests of decimal-text.test.ts check: the shortest decimal that reads back as the
 * double (as `String(number)` writes it), rounded half away from zero, grouped by three.
 */

export interface DecimalStyle {
  /** Between groups of three digits: "\u202f" (fr, narrow no-break space) or "," (en). */
  group: string;
  decimal: string;
}

export const DECIMAL_STYLES = {
  fr: { group: "\u202f", decimal: "," },
  en: { group: ",", decimal: "." },
} as const satisfies Record<string, DecimalStyle>;

export interface DecimalText {
  /** True when the value is below zero and its rounded digits are not all zero (Intl's signDisplay "negative"). */
  negative: boolean;
  /** The digits, grouped, with the decimal separator: "1 520,5". */
  digits: string;
}

/**
 * `value` times 10^`shift` (2 for a percent) as text with `min` to `max` fraction digits. The shift is
 * done on the decimal digits, as Intl does, so 0.00125 is 0.125 %, never 0.12500000000000003 %.
 */
export function decimalText(
  value: number,
  style: DecimalStyle,
  min: number,
  max: number,
  shift = 0,
): DecimalText {
  const [integer, fraction] = rounded(plainDigits(Math.abs(value), shift), max);
  let kept = fraction;
  while (kept.length > min && kept.endsWith("0")) kept = kept.slice(0, -1);
  kept = kept.padEnd(min, "0");
  const zero = /^0*$/.test(integer + fraction);
  const text = grouped(integer, style.group) + (kept ? style.decimal + kept : "");
  return { negative: value < 0 && !zero, digits: text };
}

/** [integer digits, fraction digits] of a non-negative finite number times 10^shift, without exponent. */
function plainDigits(abs: number, shift: number): [string, string] {
  const text = String(abs);
  const exponentAt = text.indexOf("e");
  const mantissa = exponentAt < 0 ? text : text.slice(0, exponentAt);
  const exponent = exponentAt < 0 ? 0 : Number(text.slice(exponentAt + 1));
  const dotAt = mantissa.indexOf(".");
  const digits = dotAt < 0 ? mantissa : mantissa.slice(0, dotAt) + mantissa.slice(dotAt + 1);
  // Where the decimal point falls among `digits` once the exponent and the shift are applied.
  const point = (dotAt < 0 ? mantissa.length : dotAt) + exponent + shift;
  if (point <= 0) return ["0", "0".repeat(-point) + digits];
  if (point >= digits.length) return [withoutLeadingZeros(digits + "0".repeat(point - digits.length)), ""];
  return [withoutLeadingZeros(digits.slice(0, point)), digits.slice(point)];
}

function withoutLeadingZeros(integer: string): string {
  let start = 0;
  while (start < integer.length - 1 && integer[start] === "0") start++;
  return integer.slice(start);
}

/** Keeps `max` fraction digits, rounding half away from zero on the decimal digits. */
function rounded([integer, fraction]: [string, string], max: number): [string, string] {
  if (fraction.length <= max) return [integer, fraction];
  const kept = integer + fraction.slice(0, max);
  const up = fraction.charCodeAt(max) >= 53; // "5"
  const all = up ? incremented(kept) : kept;
  const integerLength = all.length - max;
  return [all.slice(0, integerLength), all.slice(integerLength)];
}

/** A string of decimal digits plus one: "1299" -> "1300", "99" -> "100". */
function incremented(digits: string): string {
  let i = digits.length - 1;
  while (i >= 0 && digits[i] === "9") i--;
  if (i < 0) return "1" + "0".repeat(digits.length);
  return (
    digits.slice(0, i) + String.fromCharCode(digits.charCodeAt(i) + 1) + "0".repeat(digits.length - 1 - i)
  );
}

function grouped(integer: string, separator: string): string {
  if (integer.length <= 3) return integer;
  const head = integer.length % 3 || 3;
  let text = integer.slice(0, head);
  for (let i = head; i < integer.length; i += 3) text += separator + integer.slice(i, i + 3);
  return text;
}
