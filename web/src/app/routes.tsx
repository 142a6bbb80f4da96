import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, type RouteObject, useParams } from "react-router";
import { LoadingBlock } from "../components/spinner";
import { LoginScreen } from "../features/auth/login-screen";
import { AccessDeniedPage } from "../features/system/access-denied-page";
import { NotFoundPage } from "../features/system/not-found-page";
import { RouteError } from "../features/system/route-error";
import { loadPageTexts } from "../lib/i18n";
import { paths } from "../lib/paths";
import { RequireAuth, RequireRole, VisitorsOnly } from "./guards";
import { loadedLanding, loadLanding } from "./lazy-screens";
import { CalculatorRoute, calculatorLoader } from "./calculator-route";
import { RootLayout } from "./root-layout";
import { Splash } from "./splash";

// The login screen ships in the main bundle; every other page (the landing too) loads on demand,
// together with the texts of the feature files (decision 090), fetched in parallel with its code.
const page =
  <M,>(load: () => Promise<M>, pick: (module: M) => React.ComponentType) =>
  async () => {
    const [module] = await Promise.all([load(), loadPageTexts()]);
    return { Component: pick(module) };
  };

// The landing is lazy inside the guard rather than a lazy route: the router would fetch a lazy
// route's code before RequireAuth sends a visitor to the login page. The logged-in chrome waits for
// it, so it usually renders at once, with the chrome (its one-organization shortcut opens then, not
// after the person has already gone elsewhere).
const LazyLanding = lazy(() =>
  Promise.all([loadLanding(), loadPageTexts()]).then(([m]) => ({ default: m.LandingPage })),
);

function Landing() {
  const { t } = useTranslation();
  const Loaded = loadedLanding();
  if (Loaded) return <Loaded />;
  return (
    <Suspense fallback={<LoadingBlock label={t("common.loading")} />}>
      <LazyLanding />
    </Suspense>
  );
}

function FederationHome() {
  const { organizationId = "" } = useParams();
  return <Navigate to={paths.federation(organizationId, "details")} replace />;
}

/** Every route of product.md section 2, with its access rule. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    HydrateFallback: Splash,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <Navigate to={paths.landing} replace /> },
      {
        element: <VisitorsOnly />,
        children: [
          { path: "login", element: <LoginScreen /> },
          {
            path: "ForgotPassword",
            lazy: page(
              () => import("../features/auth/forgot-password-page"),
              (m) => m.ForgotPasswordPage,
            ),
          },
          {
            path: "reset-password/:token",
            lazy: page(
              () => import("../features/auth/reset-password-page"),
              (m) => m.ResetPasswordPage,
            ),
          },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          { path: "Landing", element: <Landing /> },
          {
            path: "ChangePassword",
            lazy: page(
              () => import("../features/auth/change-password-page"),
              (m) => m.ChangePasswordPage,
            ),
          },
          {
            path: "Tutorial",
            lazy: page(
              () => import("../features/support/tutorial-page"),
              (m) => m.TutorialPage,
            ),
          },
          { path: ":organizationId/calculator", loader: calculatorLoader, element: <CalculatorRoute /> },
          {
            path: ":organizationId/calctemplate",
            loader: calculatorLoader,
            element: <CalculatorRoute template />,
          },
          {
            path: "join/:type?/:invitation?",
            lazy: page(
              () => import("../features/join/join-page"),
              (m) => m.JoinPage,
            ),
          },
          {
            path: "payment",
            lazy: page(
              () => import("../features/payment/payment-page"),
              (m) => m.PaymentPage,
            ),
          },
          {
            element: <RequireRole roles={["adminFede", "admin"]} />,
            children: [
              { path: "federation/:organizationId", element: <FederationHome /> },
              {
                path: "federation/:organizationId/:section",
                lazy: page(
                  () => import("../features/federation/federation-page"),
                  (m) => m.FederationPage,
                ),
              },
            ],
          },
          {
            element: <RequireRole roles={["admin"]} />,
            children: [
              {
                path: "users",
                lazy: page(
                  () => import("../features/users/users-page"),
                  (m) => m.UsersPage,
                ),
              },
            ],
          },
        ],
      },
      {
        path: "Contact",
        lazy: page(
          () => import("../features/support/contact-page"),
          (m) => m.ContactPage,
        ),
      },
      { path: "unauthorized", element: <AccessDeniedPage /> },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];
