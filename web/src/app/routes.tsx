import { Navigate, type RouteObject, useParams } from "react-router";
import { LoginScreen } from "../features/auth/login-screen";
import { LandingPage } from "../features/landing/landing-page";
import { AccessDeniedPage } from "../features/system/access-denied-page";
import { NotFoundPage } from "../features/system/not-found-page";
import { RouteError } from "../features/system/route-error";
import { paths } from "../lib/paths";
import { RequireAuth, RequireRole, VisitorsOnly } from "./guards";
import { RootLayout } from "./root-layout";
import { Splash } from "./splash";

// The first screens (login, landing) ship in the main bundle; every other page loads on demand.
const page = <M,>(load: () => Promise<M>, pick: (module: M) => React.ComponentType) => async () => ({ Component: pick(await load()) });

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
          { path: "ForgotPassword", lazy: page(() => import("../features/auth/forgot-password-page"), (m) => m.ForgotPasswordPage) },
          { path: "reset-password/:token", lazy: page(() => import("../features/auth/reset-password-page"), (m) => m.ResetPasswordPage) },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          { path: "Landing", element: <LandingPage /> },
          { path: "ChangePassword", lazy: page(() => import("../features/auth/change-password-page"), (m) => m.ChangePasswordPage) },
          { path: "Tutorial", lazy: page(() => import("../features/support/tutorial-page"), (m) => m.TutorialPage) },
          { path: ":organizationId/calculator", lazy: page(() => import("../features/calculator/calculator-page"), (m) => m.CalculatorPage) },
          { path: ":organizationId/calctemplate", lazy: page(() => import("../features/calculator/calculator-page"), (m) => m.CalculatorTemplatePage) },
          { path: "join/:type?/:invitation?", lazy: page(() => import("../features/join/join-page"), (m) => m.JoinPage) },
          { path: "payment", lazy: page(() => import("../features/payment/payment-page"), (m) => m.PaymentPage) },
          {
            element: <RequireRole roles={["adminFede", "admin"]} />,
            children: [
              { path: "federation/:organizationId", element: <FederationHome /> },
              { path: "federation/:organizationId/:section", lazy: page(() => import("../features/federation/federation-page"), (m) => m.FederationPage) },
            ],
          },
          {
            element: <RequireRole roles={["admin"]} />,
            children: [{ path: "users", lazy: page(() => import("../features/users/users-page"), (m) => m.UsersPage) }],
          },
        ],
      },
      { path: "Contact", lazy: page(() => import("../features/support/contact-page"), (m) => m.ContactPage) },
      { path: "unauthorized", element: <AccessDeniedPage /> },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];
