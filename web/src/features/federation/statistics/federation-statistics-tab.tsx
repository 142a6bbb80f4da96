import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DEFAULT_PERIOD } from "#core/statistics-period";
import { Alert } from "../../../components/alert";
import { ButtonLink } from "../../../components/button";
import { EmptyState } from "../../../components/empty-state";
import { PanelSkeleton } from "../../../components/skeleton";
import { paths } from "../../../lib/paths";
import { useErrorText } from "../../../lib/use-error-text";
import type { FederationTabProps } from "../tab-contracts";
import { BenchmarkSection } from "./benchmark-section";
import { ClubHealthSection } from "./club-health-section";
import { DistributionChart } from "./distribution-chart";
import { GrowthCharts } from "./growth-charts";
import { QuotaCard } from "./quota-card";
import { type Period, useFederationStatistics } from "./statistics-api";
import { TopConnections } from "./top-connections";

/** Statistics tab of the federation: quota, connections, growth and coverage charts. */
export function FederationStatisticsTab({ federationId }: FederationTabProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [period, setPeriod] = useState<Period>(DEFAULT_PERIOD);
  const stats = useFederationStatistics(federationId, period);

  if (stats.isPending) return <PanelSkeleton label={t("federationLists.stats.loading")} />;
  if (stats.isError)
    return (
      <Alert tone="error">
        {t("federationLists.common.loadFailed")} {errorText(stats.error)}{" "}
        <button type="button" className="font-medium underline" onClick={() => stats.refetch()}>
          {t("common.retry")}
        </button>
      </Alert>
    );

  const data = stats.data;
  return (
    <section aria-labelledby="federation-statistics-heading" className="grid gap-4 lg:grid-cols-3">
      <h2 id="federation-statistics-heading" className="sr-only">
        {t("federation.tabs.statistics")}
      </h2>
      <QuotaCard
        federationId={federationId}
        available={data.quota.available}
        registered={data.quota.registered}
      />
      {data.quota.registered ? (
        <>
          <TopConnections
            rows={data.connectionPerClub}
            period={period}
            onPeriod={setPeriod}
            updating={stats.isPlaceholderData && stats.isFetching}
          />
          <GrowthCharts
            clubs={data.clubMonthlyIncrease}
            leagues={data.coveredLeague}
            departments={data.coveredDepartment}
          />
          <div className="grid gap-4 lg:col-span-3 lg:grid-cols-2">
            <DistributionChart kind="department" series={data.clubByDepartment} />
            <DistributionChart kind="league" series={data.clubByLeague} />
          </div>
          <ClubHealthSection federationId={federationId} />
          <BenchmarkSection federationId={federationId} />
        </>
      ) : (
        // No club yet: the contract's quota still shows, beside the way to invite the first ones.
        <div className="lg:col-span-2">
          <EmptyState
            icon="chart"
            title={t("federationLists.stats.empty.title")}
            actions={
              <ButtonLink to={paths.federation(federationId, "details")}>
                {t("federationLists.stats.empty.action")}
              </ButtonLink>
            }
          >
            {t("federationLists.stats.empty.text")}
          </EmptyState>
        </div>
      )}
    </section>
  );
}
