/**
 * Reads a typed amount ("100", "92,5", "1 200"); null when empty or not a number. Negative
 * amounts are returned as such so the form can say why it refuses them.
 */
export function parseTypedAmount(text: string): number | null {
  const cleaned = text.replace(/[\s\u00a0\u202f]/g, "").replace(",", ".");
  if (!cleaned || !/^-?\d*\.?\d*$/.test(cleaned) || cleaned === "-" || cleaned === ".") return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : null;
}
