import { useSyncExternalStore } from "react";
import { storageKeys, writeStored } from "./storage";

/** Night mode: the `dark` class on <html> (set before paint by public/theme-init.js), remembered across visits. */
export type Theme = "light" | "dark";

const listeners = new Set<() => void>();

function currentTheme(): Theme {
  return document.documentElement.classList.contains("dark") ? "dark" : "light";
}

export function setTheme(theme: Theme): void {
  document.documentElement.classList.toggle("dark", theme === "dark");
  writeStored(storageKeys.theme, theme);
  for (const listener of listeners) listener();
}

export function useTheme(): [Theme, (theme: Theme) => void] {
  const theme = useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, currentTheme);
  return [theme, setTheme];
}
