import { useSyncExternalStore } from "react";
import { storageKeys, writeStored } from "./storage";

/** Night mode: the `dark` class on <html> (set before paint by public/theme-init.js), remembered across visits. */
export type Theme = "light" | "dark";

const listeners = new Set<() => void>();

function currentTheme(): Theme {
  return document.documentElement.classList.contains("dark") ? "dark" : "light";
}

function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle("dark", theme === "dark");
  for (const listener of listeners) listener();
}

export function setTheme(theme: Theme): void {
  writeStored(storageKeys.theme, theme);
  applyTheme(theme);
}

/** Night mode switched in another tab applies here too (the browser tells other tabs of a stored change). */
export function followThemeOfOtherTabs(target: Window = window): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKeys.theme && (event.newValue === "light" || event.newValue === "dark"))
      applyTheme(event.newValue);
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
