import { useTranslation } from "react-i18next";
import { Chart } from "../../../components/charts/chart";
import { useFederation } from "../../../lib/federations";
import { quotaSentence } from "../quota-sentence";
import { StatCard } from "./stat-card";

/**
 * Donut of the contract: clubs registered versus clubs that may still join. The registered count is in
 * the ring's centre and in the sentence below, not a third time in figures under it (issue 31.10).
 */
export function QuotaCard({
  federationId,
  available,
  registered,
}: {
  federationId: string;
  available: number;
  registered: number;
}) {
  const { t } = useTranslation();
  const labels = [t("federationLists.stats.quota.registered"), t("federationLists.stats.quota.available")];
  // The federation (already loaded by its page) says how much of the quota pending invitations hold.
  const federation = useFederation(federationId).data;
  const summary = quotaSentence(t, {
    registered,
    quota: available,
    invitable: federation?.invitationQuotaLeft ?? available,
  });
  return (
    <StatCard title={t("federationLists.stats.quota.title")}>
      <Chart
        type="donut"
        series={[registered, available]}
        label={t("federationLists.stats.quota.title")}
        description={summary}
        exportName="club_quota"
        height={260}
        options={{
          labels,
          dataLabels: { enabled: false },
          // The hole holds a short word: "Registered clubs" ran over the ring.
          plotOptions: {
            pie: {
              donut: {
                size: "62%",
                labels: {
                  show: true,
                  name: { fontSize: "13px" },
                  total: {
                    show: true,
                    label: t("federationLists.stats.quota.centre"),
                    formatter: () => String(registered),
                  },
                },
              },
            },
          },
        }}
      />
      {/* Clear of the chart's legend, whose second row runs below the chart's own box. */}
      <p className="muted mt-8 text-center text-sm">{summary}</p>
    </StatCard>
  );
}
