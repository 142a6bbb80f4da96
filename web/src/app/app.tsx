import { QueryClientProvider } from "@tanstack/react-query";
import { startTransition, useEffect, useState } from "react";
import { createHashRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import { CookieBanner } from "../components/cookie-banner";
import { ClosedPage } from "../features/system/closed-page";
import { configureApi } from "../lib/api";
import { markAppClosed, useAppClosed } from "../lib/app-status";
import { fetchFlags, flagsQueryKey } from "../lib/flags";
import { paths } from "../lib/paths";
import { queryClient } from "../lib/query-client";
import { renewSession, restoreSession } from "../lib/session";
import { routes } from "./routes";
import { Splash } from "./splash";

type AppRouter = ReturnType<typeof createHashRouter>;
let router: AppRouter | null = null;

/** Hash routing (invitation and reset links read /#/join/club/{id}); created after main.tsx fixed the URL. */
function appRouter(): AppRouter {
  router ??= createHashRouter(routes);
  return router;
}

let startup: Promise<void> | null = null;

/**
 * Flags and the previous session load once, before the first route renders (once even under
 * StrictMode: a second refresh would present an already rotated refresh token). main.tsx starts it
 * while the texts load, so the two requests overlap.
 */
export function start(): Promise<void> {
  configureApi({
    renewSession,
    onForbidden: () => void appRouter().navigate(paths.unauthorized),
    onClosed: markAppClosed,
  });
  startup ??= Promise.all([
    queryClient.fetchQuery({ queryKey: flagsQueryKey, queryFn: fetchFlags }).then((flags) => {
      if (flags["app-closed"]) markAppClosed();
    }),
    restoreSession(),
  ]).then(() => undefined);
  return startup;
}

function Startup() {
  const closed = useAppClosed();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    // The first page replaces the splash in a transition: React renders it in short slices, not in one
    // task that would keep a slow phone from answering taps (Lighthouse's blocking time). A closed app
    // shows its page alone and never makes the router (whose first navigation runs the route's loader).
    let unmounted = false;
    void start().finally(() => {
      if (!unmounted) startTransition(() => setReady(true));
    });
    return () => {
      unmounted = true;
    };
  }, []);
  if (closed) return <ClosedPage />;
  return (
    <>
      {ready ? <RouterProvider router={appRouter()} /> : <Splash />}
      {/* It concerns every page: shown from the first frame, splash included, not once a page's code is in. */}
      <CookieBanner />
    </>
  );
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <Startup />
    </QueryClientProvider>
  );
}
