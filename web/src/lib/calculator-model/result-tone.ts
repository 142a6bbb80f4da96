/** A result in the margin colours' text shades (decision 147): a loss red, a surplus green, nothing neutral. */
export function resultTone(result: number): string {
  if (result <= -0.005) return "text-red-700 dark:text-red-400";
  if (result >= 0.005) return "text-green-700 dark:text-green-400";
  return "";
}
