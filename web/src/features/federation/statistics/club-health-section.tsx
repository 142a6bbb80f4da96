import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatAmount } from "#core/cost-model/index";
import { Alert } from "../../../components/alert";
import { LoadingBlock } from "../../../components/spinner";
import { useUiLanguage } from "../../../lib/i18n";
import { FederationSeasonSelect } from "../season-select";
import { useClubHealth } from "./club-health-api";
import { signedPercent } from "./club-health-view";
import { HealthFigure, useMedianTexts } from "./health-figure";
import { LicenceSimulator } from "./licence-simulator";
import { StatCard } from "./stat-card";

/**
 * Club health (season-money.md section 6) on the federation's statistics tab: from each club's
 * calculator of the season, the clubs forecasting a deficit, those pricing a category under its net
 * cost, the spread of the result per member and of the price change; then the licence simulator.
 */
export function ClubHealthSection({ federationId }: { federationId: string }) {
  const { t } = useTranslation();
  const [season, setSeason] = useState<string | undefined>(undefined);
  const health = useClubHealth(federationId, season);
  const medians = useMedianTexts();
  const lang = useUiLanguage();
  const title = t("federationLists.health.heading");
  if (health.isPending) return <LoadingBlock label={t("federationLists.health.loading")} />;
  if (health.isError) return <Alert tone="error">{t("federationLists.health.failed")}</Alert>;
  const data = health.data;
  const quartiles = (q: { p25: number; p75: number } | null, text: (v: number) => string) =>
    q
      ? t("federationLists.health.spread", { p25: text(q.p25), p75: text(q.p75) })
      : t("federationLists.health.noSpread");
  return (
    <StatCard
      title={title}
      className="lg:col-span-3"
      controls={<FederationSeasonSelect federationId={federationId} value={season} onChange={setSeason} />}
    >
      <p className="muted mb-3 text-sm">{t("federationLists.health.intro", { count: data.clubs })}</p>
      {data.clubs === 0 ? (
        <p className="text-sm">{t("federationLists.health.empty")}</p>
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
            <HealthFigure
              label={t("federationLists.health.withDeficit")}
              value={t("federationLists.health.ofClubs", { count: data.withDeficit, total: data.clubs })}
              alarm={data.withDeficit > 0}
            />
            <HealthFigure
              label={t("federationLists.health.belowCost")}
              value={t("federationLists.health.ofClubs", { count: data.belowCost, total: data.clubs })}
            />
            <HealthFigure
              label={t("federationLists.health.resultPerMember")}
              value={medians.perMember(data)}
            />
            <HealthFigure label={t("federationLists.health.priceChange")} value={medians.priceChange(data)} />
          </dl>
          <p className="muted mt-2 text-xs">
            {t("federationLists.health.spreadResult", {
              spread: quartiles(data.resultPerMember, (v) => formatAmount(v, lang)),
            })}{" "}
            {t("federationLists.health.spreadPrice", {
              spread: quartiles(data.priceChange, (v) => signedPercent(v, lang)),
              count: data.priceChangeClubs,
            })}
          </p>
          <LicenceSimulator federationId={federationId} season={season ?? data.season} current={data} />
        </>
      )}
    </StatCard>
  );
}
