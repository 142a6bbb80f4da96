import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate, useNavigation } from "react-router";
import { Button, ButtonLink } from "../../components/button";
import { EmptyState } from "../../components/empty-state";
import { Icon } from "../../components/icons";
import { PageHeader } from "../../components/page-header";
import { useFlag } from "../../lib/flags";
import { paths } from "../../lib/paths";
import { queryClient } from "../../lib/query-client";
import { hasRole, useCurrentUser, userQueryKey } from "../../lib/session";
import { OrganizationCard } from "./organization-card";

// The federation form brings the full zod build: it loads only when the global admin opens it.
const CreateFederationDialog = lazy(() =>
  import("./create-federation-dialog").then((m) => ({ default: m.CreateFederationDialog })),
);

// With exactly one organization the landing opens it, once per person and visit, so "home" stays reachable.
let openedFor: string | null = null;

/** Whether the address bar still shows `pathname` (hash routing: the browser changes it before the router renders). */
function stillShowing(pathname: string): boolean {
  return window.location.hash.replace(/^#/, "").split("?")[0] === pathname;
}

/** The person's organizations as cards (product.md screen 5), or what to do without any. */
export function LandingPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  const user = useCurrentUser();
  const payment = useFlag("payment");
  const [creating, setCreating] = useState(false);
  const organizations = user?.organizations ?? [];
  const federationAdmin = hasRole(user, "adminFede", "admin");
  const globalAdmin = hasRole(user, "admin");

  // After leaving or deleting an organization its screen sends here, and the list is read again.
  const refresh = (location.state as { refreshOrganizations?: boolean } | null)?.refreshOrganizations;
  useEffect(() => {
    if (refresh) void queryClient.refetchQueries({ queryKey: userQueryKey });
  }, [refresh]);

  // Only while the person is still here: the landing stays on screen while the page they went to next
  // loads (the router's pending navigation, or an address already changed by the browser), and opening
  // the organization then would take them away from where they chose to go.
  const leaving = navigation.state !== "idle";
  useEffect(() => {
    // `user.organizations`, not `organizations`: the `?? []` fallback is a new array on every render.
    if (refresh || leaving || !user || user.organizations.length !== 1 || openedFor === user.id) return;
    if (!stillShowing(location.pathname)) return;
    openedFor = user.id;
    navigate(paths.organization(user.organizations[0]), { replace: true });
  }, [refresh, leaving, user, navigate, location.pathname]);

  // Whether this landing stays (nothing left to open by itself, and not on its way out): the end-to-end
  // tests wait on it instead of watching the address for a while.
  const stays =
    user !== undefined && !leaving && (refresh || user.organizations.length !== 1 || openedFor === user.id);

  return (
    <div data-landing-stays={stays ? "" : undefined}>
      <PageHeader
        title={t("landing.title")}
        description={organizations.length ? t("landing.intro") : undefined}
        actions={
          globalAdmin ? (
            <Button onClick={() => setCreating(true)}>
              <Icon name="plus" className="size-4" />
              {t("landing.createFederation")}
            </Button>
          ) : null
        }
      />
      {organizations.length ? (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {organizations.map((organization) => (
            <OrganizationCard
              key={`${organization.type}-${organization.id}`}
              organization={organization}
              federationAdmin={federationAdmin}
            />
          ))}
        </ul>
      ) : user ? (
        <EmptyState
          icon="club"
          title={t("landing.emptyTitle")}
          actions={
            <>
              <ButtonLink to={paths.join()}>{t("nav.join")}</ButtonLink>
              {payment ? (
                <ButtonLink to={paths.payment} variant="secondary">
                  {t("nav.getInvitation")}
                </ButtonLink>
              ) : null}
            </>
          }
        >
          {t("landing.emptyText")}
        </EmptyState>
      ) : null}
      {creating ? (
        <Suspense fallback={null}>
          <CreateFederationDialog open={creating} onOpenChange={setCreating} />
        </Suspense>
      ) : null}
    </div>
  );
}
