import { useSyncExternalStore } from "react";
import { storageKeys, writeStored } from "./storage";

/** Night mode: the `dark` class on <html> (set before paint by public/theme-init.js), remembered across visits. */
export type Theme = "light" | "dark";

const listeners = new Set<() => void>();

function currentTheme(): Theme {
  return document.documentElement.classList.contains("dark") ? "dark" : "light";
}

/**
 * Switches the colours at once. Buttons and fields fade their colours on hover (CSS transitions): on a
 * switch every element would fade together, restyled at each frame, about a second of lag on the
 * statistics tab. So transitions are off (`theme-switching`, styles.css) while the new colours apply.
 */
function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.add("theme-switching");
  root.classList.toggle("dark", theme === "dark");
  // Reading a computed style applies the new colours now, while transitions are still off.
  void getComputedStyle(root).color;
  requestAnimationFrame(() => root.classList.remove("theme-switching"));
  for (const listener of listeners) listener();
}

export function setTheme(theme: Theme): void {
  writeStored(storageKeys.theme, theme);
  applyTheme(theme);
}

/** Night mode switched in another tab applies here too (the browser tells other tabs of a stored change). */
export function followThemeOfOtherTabs(target: Window = window): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKeys.theme && (event.newValue === "light" || event.newValue === "dark")) applyTheme(event.newValue);
  };
  target.addEventListener("storage", onStorage);
  return () => target.removeEventListener("storage", onStorage);
}

export function useTheme(): [Theme, (theme: Theme) => void] {
  const theme = useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, currentTheme);
  return [theme, setTheme];
}
