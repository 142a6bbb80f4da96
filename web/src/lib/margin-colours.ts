import type { MarginColour } from "../../../core/cost-model";
import type { Theme } from "./theme";

/**
 * The three margin colours of cost-model.md (negative, positive, safe), the same on chips, sliders,
 * charts and the poster. Light shades reach AA on white; night shades on slate-900.
 */
const marginHexes: Readonly<Record<MarginColour, Readonly<Record<Theme, string>>>> = {
  negative: { light: "#b91c1c", dark: "#f87171" },
  positive: { light: "#b45309", dark: "#fbbf24" },
  safe: { light: "#15803d", dark: "#4ade80" },
};

export function marginHex(colour: MarginColour, theme: Theme): string {
  return marginHexes[colour][theme];
}

/** Tailwind classes for a chip or badge in that colour, both themes. */
export const marginChipClasses: Readonly<Record<MarginColour, string>> = {
  negative: "bg-red-50 text-red-800 ring-red-200 dark:bg-red-950/60 dark:text-red-200 dark:ring-red-900",
  positive: "bg-amber-50 text-amber-900 ring-amber-200 dark:bg-amber-950/60 dark:text-amber-200 dark:ring-amber-900",
  safe: "bg-green-50 text-green-800 ring-green-200 dark:bg-green-950/60 dark:text-green-200 dark:ring-green-900",
};

/** Solid fills (dots, bars) in exactly the hexes above. */
export const marginFillClasses: Readonly<Record<MarginColour, string>> = {
  negative: "bg-red-700 dark:bg-red-400",
  positive: "bg-amber-700 dark:bg-amber-400",
  safe: "bg-green-700 dark:bg-green-400",
};

/** Text colour alone (figures printed in the margin colour). */
export const marginTextClasses: Readonly<Record<MarginColour, string>> = {
  negative: "text-red-700 dark:text-red-400",
  positive: "text-amber-700 dark:text-amber-400",
  safe: "text-green-700 dark:text-green-400",
};
