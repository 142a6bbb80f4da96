import { useSyncExternalStore } from "react";

/** Info messages (product.md screen 4): they hide by themselves after 5 seconds. */
const TOAST_MS = 5000;
type ToastTone = "info" | "success" | "error";

interface Toast {
  id: number;
  tone: ToastTone;
  text: string;
}

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: Toast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

export function dismissToast(id: number): void {
  publish(toasts.filter((toast) => toast.id !== id));
}

export function showToast(text: string, tone: ToastTone = "info"): number {
  const id = nextId++;
  publish([...toasts.slice(-3), { id, tone, text }]);
  setTimeout(() => dismissToast(id), TOAST_MS);
  return id;
}

export function useToasts(): Toast[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
  );
}
