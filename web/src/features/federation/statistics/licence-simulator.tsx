import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ClubHealth, Simulation, SimulationMode } from "#core/schemas/club-health";
import { Chart } from "../../../components/charts/chart";
import { useUiLanguage } from "../../../lib/i18n";
import { useSimulation } from "./club-health-api";
import { HealthFigure, useMedianTexts } from "./health-figure";
import { bandLabel, signedPercent, SLIDER } from "./club-health-view";
import { Segmented } from "./segmented";

/** The slider's value sent a moment after it stops: a drag asks once, not at every step. */
function useSettled<T>(value: T, ms = 250): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** Clubs per band of result per member, now and simulated: the distribution before and after. */
function BandsChart({
  current,
  simulated,
  pctText,
}: {
  current: ClubHealth;
  simulated: Simulation | undefined;
  pctText: string;
}) {
  const { t } = useTranslation();
  const lang = useUiLanguage();
  const words = {
    below: (to: string) => t("federationLists.health.band.below", { to }),
    between: (from: string, to: string) => t("federationLists.health.band.between", { from, to }),
    above: (from: string) => t("federationLists.health.band.above", { from }),
  };
  const labels = current.resultBands.map((band) => bandLabel(band, lang, words));
  const nowName = t("federationLists.health.chart.now");
  const afterName = t("federationLists.health.chart.after", { pct: pctText });
  const after = simulated?.resultBands.map((b) => b.clubs) ?? current.resultBands.map((b) => b.clubs);
  const title = t("federationLists.health.chart.title");
  return (
    <Chart
      type="bar"
      label={title}
      description={labels
        .map((label, i) => `${label}: ${nowName} ${current.resultBands[i].clubs}, ${afterName} ${after[i]}`)
        .join("; ")}
      exportName="club_health_result_per_member"
      height={340}
      series={[
        { name: nowName, data: current.resultBands.map((b) => b.clubs) },
        { name: afterName, data: after },
      ]}
      options={{
        title: { text: title, style: { fontSize: "13px", fontWeight: 600 } },
        // Bands down the side: their names stay whole on a phone, where slanted ones were cut.
        xaxis: {
          categories: labels,
          tickAmount: 5,
          labels: { formatter: (value: string) => String(Math.round(Number(value))) },
        },
        yaxis: { labels: { maxWidth: 160 } },
        plotOptions: { bar: { horizontal: true, barHeight: "75%", borderRadius: 2 } },
        dataLabels: { enabled: false },
        legend: { position: "top" },
      }}
    />
  );
}

/**
 * The licence simulator (season-money.md section 6): a change of the fees the federation's template
 * sets (licence, affiliation), each club's prices following their rates or held as voted, and what
 * it does to club health. Nothing is saved; the figures follow the slider.
 */
export function LicenceSimulator({
  federationId,
  season,
  current,
}: {
  federationId: string;
  season: string;
  current: ClubHealth;
}) {
  const { t } = useTranslation();
  const lang = useUiLanguage();
  const sliderId = useId();
  const [pct, setPct] = useState(0);
  const [mode, setMode] = useState<SimulationMode>("prices-voted");
  const asked = useSettled(pct);
  const simulation = useSimulation(federationId, season, asked, mode);
  // The figures of now come with the simulation too; before it answers, those of club health.
  const now = simulation.data?.current ?? current;
  const data = simulation.data;
  const medians = useMedianTexts();
  const pctText = signedPercent(pct / 100, lang);
  const ofClubs = (count: number) => t("federationLists.health.ofClubs", { count, total: now.clubs });
  return (
    <section
      aria-labelledby={`${sliderId}-heading`}
      className="mt-5 border-t border-slate-200 pt-4 dark:border-slate-800"
    >
      <h4 id={`${sliderId}-heading`} className="text-base font-semibold">
        {t("federationLists.health.simulator.heading")}
      </h4>
      <p className="muted mb-3 text-sm">{t("federationLists.health.simulator.intro")}</p>
      <div className="grid gap-4 md:grid-cols-2 md:items-end">
        <div>
          <div className="mb-1 flex items-baseline justify-between gap-3">
            <label htmlFor={sliderId} className="text-sm font-medium">
              {t("federationLists.health.simulator.change")}
            </label>
            <output
              htmlFor={sliderId}
              className="text-lg font-semibold tabular-nums"
              data-testid="simulator-pct"
            >
              {pctText}
            </output>
          </div>
          <input
            id={sliderId}
            type="range"
            min={SLIDER.min}
            max={SLIDER.max}
            step={SLIDER.step}
            value={pct}
            aria-valuetext={pctText}
            onChange={(event) => setPct(Number(event.target.value))}
            className="h-6 w-full cursor-pointer accent-[var(--cc-link)]"
          />
          <div className="muted flex justify-between text-xs tabular-nums" aria-hidden="true">
            <span>{signedPercent(SLIDER.min / 100, lang)}</span>
            <span>0</span>
            <span>{signedPercent(SLIDER.max / 100, lang)}</span>
          </div>
        </div>
        <Segmented
          label={t("federationLists.health.simulator.mode")}
          value={mode}
          onChange={setMode}
          options={[
            { value: "prices-voted", label: t("federationLists.health.simulator.pricesVoted") },
            { value: "prices-follow", label: t("federationLists.health.simulator.pricesFollow") },
          ]}
        />
      </div>
      <p className="muted mt-2 text-xs">
        {t(
          mode === "prices-voted"
            ? "federationLists.health.simulator.votedHelp"
            : "federationLists.health.simulator.followHelp",
        )}
      </p>
      {simulation.isError ? (
        <p className="mt-3 text-sm text-red-700 dark:text-red-400">{t("federationLists.health.failed")}</p>
      ) : (
        // While the next figures come, the old ones stay at full contrast (a dimmed label fell to 3.6:1):
        // the wait shows as a progress cursor and is said to screen readers by aria-busy.
        <div
          aria-live="polite"
          aria-busy={simulation.isFetching}
          className={simulation.isFetching ? "cursor-progress" : ""}
        >
          <dl className="mt-3 grid grid-cols-2 gap-3 md:grid-cols-4" data-testid="simulation-figures">
            <HealthFigure
              label={t("federationLists.health.withDeficit")}
              value={ofClubs(now.withDeficit)}
              after={data ? String(data.withDeficit) : "…"}
              alarm={(data?.withDeficit ?? 0) > now.withDeficit}
            />
            {mode === "prices-voted" ? (
              <HealthFigure
                label={t("federationLists.health.simulator.turning")}
                value={data ? ofClubs(data.clubsTurningToDeficit) : "…"}
                alarm={(data?.clubsTurningToDeficit ?? 0) > 0}
              />
            ) : (
              <HealthFigure
                label={t("federationLists.health.simulator.medianPrice")}
                value={data?.medianPriceChange != null ? signedPercent(data.medianPriceChange, lang) : "—"}
              />
            )}
            <HealthFigure
              label={t("federationLists.health.belowCost")}
              value={ofClubs(now.belowCost)}
              after={data ? String(data.belowCost) : "…"}
            />
            <HealthFigure
              label={t("federationLists.health.resultPerMember")}
              value={medians.perMember(now)}
              after={data ? medians.perMember(data) : "…"}
            />
          </dl>
          <div className="mt-4">
            <BandsChart
              current={now}
              simulated={data}
              pctText={data ? signedPercent(data.templateFeesPct / 100, lang) : pctText}
            />
          </div>
        </div>
      )}
    </section>
  );
}
