import { useSyncExternalStore } from "react";

// Tailwind's md breakpoint: below it the club list shows stacked cards instead of the table.
const query = "(min-width: 768px)";

function subscribe(listener: () => void) {
  const media = window.matchMedia(query);
  media.addEventListener("change", listener);
  return () => media.removeEventListener("change", listener);
}

/** True from 768 px: one layout is rendered, not both hidden by CSS (the list can hold thousands of clubs). */
export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}
