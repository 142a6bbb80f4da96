import { matchRoutes, type Params, type RouteObject } from "react-router";
import { loadPageTexts } from "../lib/i18n";
import { sessionHintedAsRead } from "../lib/session-hint";
import { loadAppChrome, loadLanding } from "./lazy-screens";

let done = false;

/**
 * At start-up, when the previous visit left a session (the hint cookie, decision 093): the logged-in
 * chrome, the pages' texts and the code of the page in the address bar are fetched beside the session's
 * restoration, instead of one after the other once it is (decision 090). A visitor fetches none of it.
 * Once the session is back, a route's `handle.preload` asks for its data too (its loader does the same
 * on later navigations; asking twice makes one request). Once per page load.
 */
export function preloadScreens(routes: RouteObject[], hash: string, session: Promise<unknown>): void {
  if (done || !sessionHintedAsRead()) return;
  done = true;
  const path = hash.replace(/^#/, "").split("?")[0] || "/";
  const matches = matchRoutes(routes, path) ?? [];
  const loads: Promise<unknown>[] = [loadAppChrome(), loadPageTexts(), loadLanding()];
  for (const { route } of matches) {
    // The router (or the route's own lazy element) asks again later and finds the modules already there.
    if (typeof route.lazy === "function") loads.push(route.lazy());
    const load = (route.handle as RouteHandle | undefined)?.load;
    if (load) loads.push(load());
  }
  loads.push(
    session.then(() => {
      for (const { route, params } of matches) (route.handle as RouteHandle | undefined)?.preload?.(params);
    }),
  );
  // A failed preload is retried, and reported, by the router or the chrome when they need the code.
  for (const load of loads) load.catch(() => undefined);
}

/** What a route may declare in `handle` (routes.tsx). */
export interface RouteHandle {
  /** Fetches the code of a route whose element is lazy (a lazy route's code comes with `lazy`). */
  load?: () => Promise<unknown>;
  /** Starts fetching the route's data; a no-op without a session. */
  preload?: (params: Params) => void;
}
