import { lazy, Suspense, useEffect } from "react";
import { Outlet, useLocation, useNavigation } from "react-router";
import { CookieBanner } from "../components/cookie-banner";
import { SkipLink } from "../components/skip-link";
import { Toaster } from "../components/toaster";
import { ReloginDialog } from "../features/auth/relogin-dialog";
import { useSessionStatus } from "../lib/session";
import { PublicChrome } from "./layout/public-chrome";
import { Splash } from "./splash";

// The logged-in chrome (drawer, profile menu and its positioning engine) stays out of the visitors' bundle.
const AppChrome = lazy(() => import("./layout/app-chrome").then((module) => ({ default: module.AppChrome })));

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
      {navigation.state !== "idle" ? <div aria-hidden="true" className="fixed inset-x-0 top-0 z-[70] h-0.5 animate-pulse bg-brand" /> : null}
      {status === "authenticated" ? (
        <Suspense fallback={<Splash />}>
          <AppChrome>
            <Outlet />
          </AppChrome>
        </Suspense>
      ) : (
        <PublicChrome>
          <Outlet />
        </PublicChrome>
      )}
      <ReloginDialog />
      <Toaster />
      <CookieBanner />
    </>
  );
}
