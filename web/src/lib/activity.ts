import { useSyncExternalStore } from "react";

/** How many API calls are in flight, for the spinner with a counter (product.md screen 4). */
let inFlight = 0;
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

export function callStarted(): void {
  inFlight += 1;
  notify();
}

export function callEnded(): void {
  inFlight = Math.max(0, inFlight - 1);
  notify();
}

export function useCallsInFlight(): number {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => inFlight,
  );
}
