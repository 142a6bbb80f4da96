import * as Tabs from "@radix-ui/react-tabs";
import { lazy, Suspense, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { Alert } from "../../components/alert";
import { Button } from "../../components/button";
import { PageHeader } from "../../components/page-header";
import { ListSkeleton, PanelSkeleton } from "../../components/skeleton";
import { useFederation } from "../../lib/federations";
import { type FederationSection, federationSection, paths } from "../../lib/paths";
import { hasRole, useCurrentUser } from "../../lib/session";
import { redirectToSubdomain } from "../../lib/subdomain-redirect";
import { useErrorText } from "../../lib/use-error-text";
import { ClubListTab } from "./club-list/club-list-tab";
import { FederationDetailsTab } from "./details/federation-details-tab";

// The statistics tab carries the charts library: it loads only when opened.
const FederationStatisticsTab = lazy(() =>
  import("./statistics/federation-statistics-tab").then((m) => ({ default: m.FederationStatisticsTab })),
);

const sections: FederationSection[] = ["details", "clubs", "statistics"];

/** Federation management (product.md screens 6 and 7): details, club list and statistics tabs. */
export function FederationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const { organizationId = "", section } = useParams();
  const user = useCurrentUser();
  const current = federationSection(section);
  const { data: federation, error, isPending, refetch, reload } = useFederation(organizationId);
  const fallbackName = user?.organizations.find((org) => org.id === organizationId)?.name;

  // product.md section 4: a federation's own people move to its host; the global admin stays put.
  useEffect(() => {
    if (federation && !hasRole(user, "admin")) redirectToSubdomain(federation.subdomain);
  }, [federation, user]);

  return (
    <div>
      <PageHeader
        title={federation?.name ?? fallbackName ?? t("federation.title")}
        description={t("federation.intro")}
      />
      <Tabs.Root
        value={current}
        onValueChange={(value) =>
          navigate(paths.federation(organizationId, value as FederationSection), { replace: true })
        }
      >
        <Tabs.List
          aria-label={t("federation.tabsLabel")}
          className="mb-6 flex gap-1 overflow-x-auto border-b border-slate-200 dark:border-slate-800"
        >
          {sections.map((value) => (
            <Tabs.Trigger
              key={value}
              value={value}
              className="-mb-px whitespace-nowrap border-b-2 border-transparent px-4 py-2.5 text-sm font-medium text-slate-600 hover:text-slate-900 data-[state=active]:border-brand data-[state=active]:text-link dark:text-slate-400 dark:hover:text-slate-100"
            >
              {t(`federation.tabs.${value}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="details">
          {federation ? (
            <FederationDetailsTab federation={federation} reload={reload} />
          ) : isPending ? (
            <ListSkeleton label={t("common.loading")} rows={4} />
          ) : (
            <Alert tone="error">
              <p>{errorText(error)}</p>
              <Button variant="link" onClick={() => void refetch()}>
                {t("common.retry")}
              </Button>
            </Alert>
          )}
        </Tabs.Content>
        <Tabs.Content value="clubs">
          <ClubListTab federationId={organizationId} />
        </Tabs.Content>
        <Tabs.Content value="statistics">
          <Suspense fallback={<PanelSkeleton label={t("common.loading")} />}>
            <FederationStatisticsTab federationId={organizationId} />
          </Suspense>
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
