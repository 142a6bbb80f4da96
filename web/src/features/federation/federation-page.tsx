import * as Tabs from "@radix-ui/react-tabs";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { EmptyState } from "../../components/empty-state";
import type { IconName } from "../../components/icons";
import { PageHeader } from "../../components/page-header";
import { type FederationSection, federationSection, paths } from "../../lib/paths";
import { useCurrentUser } from "../../lib/session";

const sections: { value: FederationSection; icon: IconName }[] = [
  { value: "details", icon: "federation" },
  { value: "clubs", icon: "list" },
  { value: "statistics", icon: "chart" },
];

/** Federation management (product.md screens 6 and 7): details, club list and statistics tabs. */
export function FederationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { organizationId = "", section } = useParams();
  const user = useCurrentUser();
  const current = federationSection(section);
  const name = user?.organizations.find((org) => org.id === organizationId)?.name;

  return (
    <div>
      <PageHeader title={name ?? t("federation.title")} description={t("federation.intro")} />
      <Tabs.Root value={current} onValueChange={(value) => navigate(paths.federation(organizationId, value as FederationSection), { replace: true })}>
        <Tabs.List aria-label={t("federation.tabsLabel")} className="mb-6 flex gap-1 overflow-x-auto border-b border-slate-200 dark:border-slate-800">
          {sections.map(({ value }) => (
            <Tabs.Trigger
              key={value}
              value={value}
              className="-mb-px whitespace-nowrap border-b-2 border-transparent px-4 py-2.5 text-sm font-medium text-slate-600 hover:text-slate-900 data-[state=active]:border-brand data-[state=active]:text-link dark:text-slate-400 dark:hover:text-slate-100"
            >
              {t(`federation.tabs.${value}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {sections.map(({ value, icon }) => (
          <Tabs.Content key={value} value={value}>
            <EmptyState icon={icon} title={t(`federation.coming.${value}.title`)}>
              {t(`federation.coming.${value}.text`)}
            </EmptyState>
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}
