import { hueGap, hueOf, meaningColours } from "../charts/chart-theme";
import type { Theme } from "../../lib/theme";
import type { CompositionKey } from "../../lib/calculator-model/statistics-view";

/** The member's colour: the first of the palette that no meaning colour (subsidies green, in kind) is close to. */
function memberColour(palette: readonly string[], theme: Theme): string {
  const meaning = meaningColours[theme];
  const taken = [meaning.positive, meaning.inKind].map(hueOf).filter((hue): hue is number => hue !== null);
  const free = palette.find((hex) => {
    const hue = hueOf(hex);
    return hue === null || taken.every((other) => hueGap(hue, other) >= 30);
  });
  return free ?? palette[0] ?? meaning.neutral;
}

/**
 * What the member pays in the brand's colour, subsidies in green (design-brief.md), the rest apart; the same
 * in the statistics tab's donut and bars and in the general-meeting pack's charts.
 */
export function compositionColour(key: CompositionKey, palette: readonly string[], theme: Theme): string {
  const meaning = meaningColours[theme];
  if (key === "subsidies") return meaning.positive;
  if (key === "compensation") return meaning.neutral;
  if (key === "benefits") return meaning.inKind;
  if (key === "rest") return theme === "dark" ? "#38bdf8" : "#0369a1";
  return memberColour(palette, theme);
}
