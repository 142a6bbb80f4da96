import { useSyncExternalStore } from "react";

// Tailwind's md breakpoint, as the CSS writes it (in rem, so a larger default font size moves both):
// from it the side navigation is shown and the club list is a table.
const query = "(min-width: 48rem)";
let media: MediaQueryList | undefined;
const wideMedia = () => (media ??= window.matchMedia(query));

function subscribe(listener: () => void) {
  wideMedia().addEventListener("change", listener);
  return () => wideMedia().removeEventListener("change", listener);
}

/**
 * True from Tailwind's md breakpoint (768 px at the default font size). Where a phone and a wide
 * screen show different things, only the one on screen is rendered rather than both with one hidden by
 * CSS: the club list can hold thousands of clubs, and the side navigation would otherwise be drawn on
 * every phone page for nothing (decision 090).
 */
export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, () => wideMedia().matches);
}
