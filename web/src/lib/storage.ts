/** Keys the app keeps in localStorage; caches share a prefix so logout can drop them all. */
export const storageKeys = {
  lang: "cc.lang",
  theme: "cc.theme",
  cookies: "cc.cookies",
  cachePrefix: "cc.cache.",
} as const;

// Storage may be blocked (private mode, strict settings): the app keeps working without memory.
export function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    /* not remembered, nothing else to do */
  }
}

/** Drops every cached federation, club or user list (keys starting with `cc.cache.`). */
export function clearStoredCaches(): void {
  try {
    const keys: string[] = [];
    for (let i = 0; i < localStorage.length; i += 1) {
      const key = localStorage.key(i);
      if (key?.startsWith(storageKeys.cachePrefix)) keys.push(key);
    }
    for (const key of keys) localStorage.removeItem(key);
  } catch {
    /* nothing stored */
  }
}
