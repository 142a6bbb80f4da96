import type { MarginColour } from "#core/cost-model/index";
import type { Theme } from "./theme";

/**
 * The three margin colours (and neutral) of cost-model.md (negative, positive, safe), the same on chips, sliders,
 * charts and the poster. Light shades reach AA on white; night shades on slate-900.
 */
const marginHexes: Readonly<Record<MarginColour, Readonly<Record<Theme, string>>>> = {
  negative: { light: "#b91c1c", dark: "#f87171" },
  positive: { light: "#b45309", dark: "#fbbf24" },
  safe: { light: "#15803d", dark: "#4ade80" },
  // Nothing to cover and nothing asked (A = M = 0): no meaning, so no colour (treasurer.md section 4).
  neutral: { light: "#475569", dark: "#94a3b8" },
};

export function marginHex(colour: MarginColour, theme: Theme): string {
  return marginHexes[colour][theme];
}

/** Tailwind classes for a chip or badge in that colour, both themes. */
export const marginChipClasses: Readonly<Record<MarginColour, string>> = {
  negative: "bg-red-50 text-red-800 ring-red-200 dark:bg-red-950/60 dark:text-red-200 dark:ring-red-900",
  positive:
    "bg-amber-50 text-amber-900 ring-amber-200 dark:bg-amber-950/60 dark:text-amber-200 dark:ring-amber-900",
  safe: "bg-green-50 text-green-800 ring-green-200 dark:bg-green-950/60 dark:text-green-200 dark:ring-green-900",
  neutral:
    "bg-slate-100 text-slate-700 ring-slate-200 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-700",
};

/** Solid fills (dots, bars) in exactly the hexes above. */
export const marginFillClasses: Readonly<Record<MarginColour, string>> = {
  negative: "bg-red-700 dark:bg-red-400",
  positive: "bg-amber-700 dark:bg-amber-400",
  safe: "bg-green-700 dark:bg-green-400",
  neutral: "bg-slate-500 dark:bg-slate-400",
};

/** Text colour alone (figures printed in the margin colour). */
export const marginTextClasses: Readonly<Record<MarginColour, string>> = {
  negative: "text-red-700 dark:text-red-400",
  positive: "text-amber-700 dark:text-amber-400",
  safe: "text-green-700 dark:text-green-400",
  neutral: "text-slate-600 dark:text-slate-400",
};
