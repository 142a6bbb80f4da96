import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
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
const CreateFederationDialog = lazy(() => import("./create-federation-dialog").then((m) => ({ default: m.CreateFederationDialog })));

// With exactly one organization the landing opens it, once per person and visit, so "home" stays reachable.
let openedFor: string | null = null;

/** The person's organizations as cards (product.md screen 5), or what to do without any. */
export function LandingPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
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

  useEffect(() => {
    if (refresh || !user || organizations.length !== 1 || openedFor === user.id) return;
    openedFor = user.id;
    navigate(paths.organization(organizations[0]), { replace: true });
  }, [refresh, user, organizations, navigate]);

  return (
    <div>
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
            <OrganizationCard key={`${organization.type}-${organization.id}`} organization={organization} federationAdmin={federationAdmin} />
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
