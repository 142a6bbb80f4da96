import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ButtonLink } from "../../components/button";
import { EmptyState } from "../../components/empty-state";
import { PageHeader } from "../../components/page-header";
import { useFlag } from "../../lib/flags";
import { paths } from "../../lib/paths";
import { hasRole, useCurrentUser } from "../../lib/session";
import { OrganizationCard } from "./organization-card";

// With exactly one organization the landing opens it, once per person and visit, so "home" stays reachable.
let openedFor: string | null = null;

/** The person's organizations as cards (product.md screen 5), or what to do without any. */
export function LandingPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const payment = useFlag("payment");
  const organizations = user?.organizations ?? [];
  const federationAdmin = hasRole(user, "adminFede", "admin");

  useEffect(() => {
    if (!user || organizations.length !== 1 || openedFor === user.id) return;
    openedFor = user.id;
    navigate(paths.organization(organizations[0]));
  }, [user, organizations, navigate]);

  return (
    <div>
      <PageHeader title={t("landing.title")} description={organizations.length ? t("landing.intro") : undefined} />
      {organizations.length ? (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {organizations.map((organization) => (
            <OrganizationCard key={`${organization.type}-${organization.id}`} organization={organization} federationAdmin={federationAdmin} />
          ))}
        </ul>
      ) : (
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
      )}
    </div>
  );
}
