// After a deploy, an open tab still runs the previous build; its next lazy chunk is gone (404). One
// reload fetches the new build. The calculator keeps its unsaved draft in localStorage on every change
// (features/calculator/save/draft-store.ts), so the reloaded screen offers it back: nothing is lost.

const GUARD_KEY = "cc.chunk-reload";

/** What failing to load a chunk looks like in Chromium, Firefox, Safari and Vite's CSS preload. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error ?? "");
  return /dynamically imported module|Importing a module script failed|Unable to preload CSS|error loading dynamically imported module/i.test(
    message,
  );
}

export interface ReloadDeps {
  storage: Pick<Storage, "getItem" | "setItem"> | null;
  reload: () => void;
  /** The running build (its entry chunk's hashed URL): a reload that brought no new build is not repeated. */
  build: string;
  /** Offline, a chunk fails because the network is down, not because a deploy removed it: no reload (it would show the browser's offline page). */
  online?: boolean;
}

/**
 * Reloads once per build: a second failure on the build the reload brought (a chunk missing for good)
 * is left to the error screen, so the page never loops. Without sessionStorage, never reloads.
 */
export function reloadOnce(deps: ReloadDeps): boolean {
  try {
    if (deps.online === false || !deps.storage || deps.storage.getItem(GUARD_KEY) === deps.build)
      return false;
    deps.storage.setItem(GUARD_KEY, deps.build);
  } catch {
    return false;
  }
  deps.reload();
  return true;
}

function browserDeps(): ReloadDeps {
  let storage: Storage | null = null;
  try {
    storage = window.sessionStorage;
  } catch {
    /* blocked: no reload, the error screen offers one */
  }
  // index.html's entry script: its hashed name changes with every build that changes any chunk.
  const entry = document.querySelector<HTMLScriptElement>("script[type=module][src]")?.src;
  return {
    storage,
    reload: () => window.location.reload(),
    build: entry ?? import.meta.url,
    online: navigator.onLine,
  };
}

/** For an error screen (React.lazy or a lazy route rejected): reloads once when a chunk failed to load. */
export function reloadForChunkError(error: unknown, deps: ReloadDeps = browserDeps()): boolean {
  return isChunkLoadError(error) && reloadOnce(deps);
}

/** Vite's event for a failed dynamic import or preload: reload once instead of throwing into the app. */
export function installChunkReload(
  target: Pick<Window, "addEventListener"> = window,
  deps: () => ReloadDeps = browserDeps,
): void {
  target.addEventListener("vite:preloadError", (event) => {
    if (reloadOnce(deps())) event.preventDefault();
  });
}
