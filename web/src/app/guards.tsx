import { Navigate, Outlet, useLocation, useSearchParams } from "react-router";
import { LoadingBlock } from "../components/spinner";
import { paths, safeNext } from "../lib/paths";
import { hasRole, type Role, useCurrentUser, useSessionStatus } from "../lib/session";
import { useTranslation } from "react-i18next";

/** Logged-in only: a visitor goes to the login page, which brings them back here afterwards. */
export function RequireAuth() {
  const status = useSessionStatus();
  const location = useLocation();
  if (status !== "authenticated")
    return <Navigate to={paths.loginThen(location.pathname + location.search)} replace />;
  return <Outlet />;
}

/** One of the roles, else the access-denied page (the server checks again on every call). */
export function RequireRole({ roles }: { roles: Role[] }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  if (!user) return <LoadingBlock label={t("common.loading")} />;
  if (!hasRole(user, ...roles)) return <Navigate to={paths.unauthorized} replace />;
  return <Outlet />;
}

/** Visitors only (login, forgot and reset password): a logged-in person goes on to where they were headed. */
export function VisitorsOnly() {
  const status = useSessionStatus();
  const [search] = useSearchParams();
  if (status === "authenticated")
    return <Navigate to={safeNext(search.get("next")) ?? paths.landing} replace />;
  return <Outlet />;
}
