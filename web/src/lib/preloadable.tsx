import { type ComponentType, lazy, useState } from "react";

export interface Preloadable<P extends object> {
  (props: P): React.JSX.Element;
  /** Starts loading the chunk (a hover, a focus, an idle moment); the same promise on every call. */
  preload: () => Promise<ComponentType<P>>;
}

/**
 * React.lazy, plus a preload: once its chunk is in, a new mount renders at once instead of suspending
 * for a frame (React.lazy always suspends on its first render). That is what lets a tab opened after a
 * hover show without a placeholder, and the browser's own print command draw every tab synchronously.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed load (offline) may be tried again on the next hover or render.
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Preloaded(props: P) {
    // Decided once per mount: switching from the lazy wrapper to the loaded component would remount it.
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Preloaded, { preload });
}
