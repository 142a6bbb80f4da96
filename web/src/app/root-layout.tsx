import { lazy, Suspense, useEffect } from "react";
import { Outlet, useLocation, useNavigation } from "react-router";
import { SkipLink } from "../components/skip-link";
import { Toaster } from "../components/toaster";
import { loadPageTexts } from "../lib/i18n";
import { useSessionStatus } from "../lib/session";
import { loadAppChrome, loadLanding, loadReloginDialog } from "./lazy-screens";
import { PublicChrome } from "./layout/public-chrome";
import { Splash } from "./splash";

// The logged-in chrome (drawer, profile menu and its positioning engine) stays out of the visitors' bundle,
// and comes with the pages' texts and the landing (decision 090). The re-login dialog only serves a
// session, so it too.
const AppChrome = lazy(() =>
  Promise.all([loadAppChrome(), loadPageTexts(), loadLanding()]).then(([module]) => ({
    default: module.AppChrome,
  })),
);
const ReloginDialog = lazy(() => loadReloginDialog().then((module) => ({ default: module.ReloginDialog })));

/** Every route renders here: the chrome that fits the session, and what floats above all pages. */
export function RootLayout() {
  const status = useSessionStatus();
  const { pathname } = useLocation();
  const navigation = useNavigation();

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <>
      <SkipLink />
      {navigation.state !== "idle" ? (
        <div aria-hidden="true" className="fixed inset-x-0 top-0 z-[70] h-0.5 animate-pulse bg-brand" />
      ) : null}
      {status === "authenticated" ? (
        <Suspense fallback={<Splash />}>
          <AppChrome>
            <Outlet />
          </AppChrome>
          <Suspense fallback={null}>
            <ReloginDialog />
          </Suspense>
        </Suspense>
      ) : (
        <PublicChrome>
          <Outlet />
        </PublicChrome>
      )}
      <Toaster />
    </>
  );
}
