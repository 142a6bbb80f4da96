import type { TFunction } from "i18next";
import { cashPlan } from "#core/cash-plan/index";
import { cerfaBudget } from "#core/cerfa";
import { computeCalculator, evaluateFigures, formatPercent } from "#core/cost-model/index";
import type { Calculator } from "#core/schemas/calculator";
import { chartPalette } from "../../components/charts/chart-theme";
import { ApiError } from "../../lib/api";
import { activeBrand } from "../../lib/brand";
import { formatAmount, formatDate } from "../../lib/format";
import { getActuals } from "../../lib/season-actuals";
import { getSummary } from "../../lib/actuals-api";
import { planActuals } from "../../lib/calculator-model/cash-plan-view";
import { logoPng } from "./brand-logo";
import { packCharts } from "./pack-charts";
import { cashPlanTable } from "./pack-cash-plan";
import { packContent } from "./pack-model";

/** "septembre 2026": a month of the cash plan as the pack writes it. */
const monthOf = (month: string, lang: string) =>
  new Intl.DateTimeFormat(lang, { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

/** The summary of a season the server has no calculator for (error_season_unknown): nothing to print. */
function noSeason(error: unknown): undefined {
  if (error instanceof ApiError && error.message === "error_season_unknown") return undefined;
  throw error;
}

/**
 * Builds the general-meeting pack of the document on screen (unsaved edits included) and saves it.
 * `season`: the season on screen (its title and file name), not today's: a treasurer preparing next
 * season prints next season's pack. `withBars`: the statistics tab's "extra-stats" flag, so the pack
 * shows the charts the tab shows. `organizationId`: the club whose season's actuals (GET actuals/summary)
 * give the budget its "Réalisé" column when the season has a transaction; a summary that cannot be
 * read fails the download (a pack without the column would say the season has none), but for an
 * earlier season the server has no calculator for, which holds no transaction: its pack is as before.
 */
export async function downloadMeetingPack(
  doc: Calculator,
  season: string,
  clubName: string,
  t: TFunction,
  language: string,
  withBars: boolean,
  organizationId?: string,
): Promise<void> {
  const lang = language.startsWith("en") ? "en" : "fr";
  const computed = computeCalculator(doc);
  const figures = evaluateFigures(doc, computed);
  const brand = activeBrand();
  const totals = computed.totals;
  const money = (value: number) => formatAmount(value, lang, doc.currency);
  const texts = (key: string, values?: Record<string, unknown>) => t(key, values ?? {});
  // The logo is drawn while the figures are laid out; a logo that cannot be drawn leaves the header without it.
  const logo = logoPng(brand.logo);
  const actuals = organizationId ? getSummary(organizationId, season).catch(noSeason) : undefined;
  // The cash plan's past months from the bank, as the Cash plan tab and GET calculation/cashflow show them.
  const transactions = organizationId
    ? getActuals(organizationId, season).then((list) => list.transactions, noSeason)
    : undefined;
  const charts = packCharts({
    result: computed,
    palette: chartPalette("light", brand),
    withBars,
    money,
    percent: (ratio) => formatPercent(ratio, lang, { maximumFractionDigits: 1 }),
    t: texts,
  });
  const content = packContent({
    brand,
    clubName,
    season,
    date: formatDate(new Date(), lang),
    budget: cerfaBudget(doc, lang, computed),
    figures,
    subsidies: totals.globalSubsidies + totals.otherRevenues + totals.categorySubsidies,
    money,
    t: texts,
    charts,
    cashPlan: cashPlanTable(
      cashPlan(doc, season, planActuals((await transactions) ?? [], new Date())),
      money,
      (month) => monthOf(month, lang),
      texts,
    ),
    actuals: await actuals,
  });
  const { buildMeetingPack } = await import("./meeting-pack");
  const bytes = await buildMeetingPack(content, await logo);
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: "application/pdf" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = `${lang === "fr" ? "assemblee-generale" : "general-meeting"}-${season}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
