import { useSyncExternalStore } from "react";

/** Closed for maintenance: flag app-closed at startup, or an API answer 503 with status 13. */
let closed = false;
const listeners = new Set<() => void>();

export function markAppClosed(): void {
  if (closed) return;
  closed = true;
  for (const listener of listeners) listener();
}

export function useAppClosed(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => closed,
  );
}
