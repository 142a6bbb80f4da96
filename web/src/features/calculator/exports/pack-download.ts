import type { TFunction } from "i18next";
import { cerfaBudget } from "../../../../../core/cerfa";
import { computeCalculator, evaluateFigures } from "../../../../../core/cost-model";
import type { Calculator } from "../../../../../core/schemas/calculator";
import { seasonOf } from "../../../../../core/season";
import { activeBrand } from "../../../lib/brand";
import { formatAmount, formatDate } from "../../../lib/format";
import { packContent } from "./pack-model";

/** Builds the general-meeting pack of the document on screen (unsaved edits included) and saves it. */
export async function downloadMeetingPack(doc: Calculator, clubName: string, t: TFunction, language: string): Promise<void> {
  const lang = language.startsWith("en") ? "en" : "fr";
  const computed = computeCalculator(doc);
  const figures = evaluateFigures(doc, computed);
  const season = seasonOf(new Date());
  const brand = activeBrand();
  const totals = computed.totals;
  const content = packContent({
    brand,
    clubName,
    season,
    date: formatDate(new Date(), lang),
    budget: cerfaBudget(doc, lang, computed),
    figures,
    subsidies: totals.globalSubsidies + totals.otherRevenues + totals.categorySubsidies,
    money: (value) => formatAmount(value, lang, doc.currency),
    t: (key, values) => t(key, values ?? {}),
  });
  const { buildMeetingPack } = await import("./meeting-pack");
  const bytes = await buildMeetingPack(content);
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: "application/pdf" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = `${lang === "fr" ? "assemblee-generale" : "general-meeting"}-${season}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
