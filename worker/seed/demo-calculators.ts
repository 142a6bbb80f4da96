import { eq } from "drizzle-orm";
import { TEMPLATE_LINE_TYPE } from "#core/calculator-template";
import { workedExample } from "#core/cost-model/index";
import { defaultCalculator, type Calculator } from "#core/schemas/calculator";
import { calculationHistory, calculations, clubs } from "../db/schema";
import type { Database } from "../deps";
import { normalizeDocument, serializeDocument } from "../services/calculations/stored-document";
import { withPlaceIds } from "#core/calculator-ids";
import { listRowWrite } from "../services/clubs/kept-columns";
import { forecastResultOf } from "../services/clubs/forecast-result";
import { kindFiguresPageWrites } from "../services/clubs/kind-figures";
import type { CategoryKind } from "#core/category-kinds";
import { previousSeason, seasonOf } from "#core/season";

/** Seeded documents carry the ids migration 0020 gives stored ones (season-money.md section 1). */
const keptDocument = (doc: Calculator) => serializeDocument(withPlaceIds(doc));

/** The demo federation's template: the two federal fees every club of it pays. */
export function demoTemplate(federationId: string): Calculator {
  return {
    ...defaultCalculator(federationId),
    federalFees: [
      { name: "Licences", value: -2400 },
      { name: "Affiliation", value: -600 },
    ],
  };
}

/**
 * The demo club holds the worked example of cost-model.md (U11 96, U15 110, Loisir 150); its federal
 * fees are the template's lines, with the same amounts, so applying the template keeps every figure.
 */
export function demoClubCalculator(clubId: string): Calculator {
  const doc = workedExample(clubId);
  // Only the kinds are added to the worked example: its figures stay those of cost-model.md.
  const kinds: Record<string, CategoryKind> = { U11: "child", U15: "youth", Loisir: "leisure" };
  const groups = doc.groups.map((group) => ({
    ...group,
    categories: group.categories.map((c) => (kinds[c.name] ? { ...c, kind: kinds[c.name] } : c)),
  }));
  return {
    ...doc,
    groups,
    federalFees: doc.federalFees.map((line) => ({ ...line, readonly: true, type: TEMPLATE_LINE_TYPE })),
  };
}

/**
 * The demo club's calculator of last season (issue 27): a few members less, a cheaper coach, smaller
 * licences and lower prices, so that the comparison of the two seasons shows a change on every line
 * a newcomer looks at. This season stays the worked example of cost-model.md.
 */
export function demoClubLastSeason(clubId: string): Calculator {
  const doc = demoClubCalculator(clubId);
  const members: Record<string, number> = { U11: 18, U15: 26, Loisir: 46 };
  const rates: Record<string, number> = { U11: 75, U15: 95, Loisir: 100 };
  const groups = doc.groups.map((group) => ({
    ...group,
    categories: group.categories.map((c) => ({
      ...c,
      members: members[c.name] ?? c.members,
      rate: rates[c.name] ?? c.rate,
      ...(c.manualMembership ? { manualMembership: 140 } : {}),
    })),
  }));
  return {
    ...doc,
    groups,
    federalFees: [
      { name: "Licences", value: -2200, readonly: true, type: TEMPLATE_LINE_TYPE },
      { name: "Affiliation", value: -600, readonly: true, type: TEMPLATE_LINE_TYPE },
    ],
    internalFees: [
      { name: "Coach", value: -8500 },
      { name: "Equipment", value: -900 },
    ],
    globalSubsidies: [{ name: "City", value: 1800 }],
  };
}

/** Last season's template: the same two fees, licences cheaper. */
export function demoTemplateLastSeason(federationId: string): Calculator {
  const doc = demoTemplate(federationId);
  return { ...doc, federalFees: [{ name: "Licences", value: -2200 }, doc.federalFees[1]] };
}

/** A demo club's plan one season earlier: a few members less and slightly lower prices and fees. */
function lastSeasonPlan(plan: DemoClubPlan, savedAt: number): DemoClubPlan {
  return {
    ...plan,
    members: Math.max(plan.categories, Math.round(plan.members * 0.92)),
    price: Math.round(plan.price * 0.95),
    feePerMember: plan.feePerMember * 0.96,
    lastSaved: savedAt,
  };
}

/** What demo-history.ts draws for each club that saved a calculator. */
export interface DemoClubPlan {
  id: string;
  lastSaved: number;
  members: number;
  /** Cash expenses per member, in EUR. */
  feePerMember: number;
  categories: number;
  /** The average membership aimed at, in EUR. */
  price: number;
}

/** The demo clubs' categories and their kinds (treasurer.md section 6). */
const DEMO_CATEGORIES: { name: string; kind: CategoryKind }[] = [
  { name: "Baby ping", kind: "child" },
  { name: "Poussins", kind: "child" },
  { name: "Benjamins", kind: "youth" },
  { name: "Minimes", kind: "youth" },
  { name: "Cadets", kind: "junior" },
  { name: "Juniors", kind: "junior" },
  { name: "Seniors", kind: "adult" },
  { name: "Vétérans", kind: "senior" },
  { name: "Loisirs", kind: "leisure" },
  { name: "Sport santé", kind: "other" },
];

/**
 * A plausible calculator for a demo club of the federation: the template's fees at the club's own
 * amounts, a coach and equipment making up the rest of its expenses, a town subsidy, a tournament and
 * a bar (other revenues), a gym and volunteers in kind, and its members spread over its categories, all priced at the rate that gives
 * about the price aimed at. The club list's figures are then this calculator's.
 */
export function demoHistoryCalculator(plan: DemoClubPlan): Calculator {
  const cash = Math.round(plan.members * plan.feePerMember);
  const licences = plan.members * 24;
  const affiliation = 600;
  const rest = Math.max(0, cash - licences - affiliation);
  const subsidy = plan.members * 10;
  // Other revenues (treasurer.md section 2) lower the net cost like the subsidy; the demo club keeps none,
  // so the worked example's figures the tests read stay those of cost-model.md (decision 152).
  const tournament = plan.members * 6;
  const bar = plan.members * 4;
  const netCost = (cash - subsidy - tournament - bar) / plan.members;
  const rate = Math.round((plan.price / netCost) * 100);
  // Each club starts the list of categories at its own place, so every kind shows in at least five
  // demo clubs of the federation's benchmark (docs/decisions/158).
  const start = Number(plan.id.replace(/\D/g, "")) || 0;
  const categories = Array.from({ length: plan.categories }, (_, i) => ({
    ...DEMO_CATEGORIES[(start + i) % DEMO_CATEGORIES.length],
    members: Math.floor(plan.members / plan.categories) + (i < plan.members % plan.categories ? 1 : 0),
    fees: [],
    subsidies: [],
    rate,
  }));
  return {
    ...defaultCalculator(plan.id),
    groups: [{ name: "Adhérents", categories }],
    federalFees: [
      { name: "Licences", value: -licences, readonly: true, type: TEMPLATE_LINE_TYPE },
      { name: "Affiliation", value: -affiliation, readonly: true, type: TEMPLATE_LINE_TYPE },
    ],
    internalFees: [
      { name: "Entraîneur", value: -Math.round(rest * 0.7) },
      { name: "Matériel et déplacements", value: -(rest - Math.round(rest * 0.7)) },
    ],
    globalSubsidies: [{ name: "Ville", value: subsidy }],
    otherRevenues: [
      { name: "Tournoi annuel", value: tournament },
      { name: "Buvette", value: bar },
    ],
    benefits: [
      { index: 0, benefitType: "GYM", name: "Gymnase municipal", hours: plan.members * 3, rate: 22.65 },
      { index: 1, benefitType: "FMP", code: "OCA", name: "Bénévoles", hours: plan.members * 2, rate: 14.11 },
    ],
  };
}

/**
 * Version 1 of the template, the demo club's and each saving demo club's calculators, in history,
 * with the club rows' figures, as a save would leave them; and the same for last season (the template
 * and every club; the demo club's last season has two saves), so that a newcomer sees the comparison
 * of two seasons at once and the federation's list and benchmark of last season are not empty.
 */
export async function seedDemoCalculators(
  db: Database,
  ids: { federationId: string; clubId: string; federationAdmin: string; clubAdmin: string },
  now: number,
  plans: readonly DemoClubPlan[] = [],
) {
  const season = seasonOf(new Date(now));
  const lastSeason = previousSeason(season);
  const lastYear = Number(lastSeason.slice(5));
  // Last season's saves: its first in October, the prices fixed in June before the season ended.
  const october = Date.UTC(lastYear - 1, 9, 1, 18);
  const june = Date.UTC(lastYear, 5, 15, 18);

  const template = normalizeDocument(demoTemplate(ids.federationId), null);
  const templateJson = keptDocument(template.document);
  const club = normalizeDocument(demoClubCalculator(ids.clubId), templateJson);
  const lastTemplateJson = keptDocument(
    normalizeDocument(demoTemplateLastSeason(ids.federationId), null).document,
  );
  const lastClub = normalizeDocument(demoClubLastSeason(ids.clubId), lastTemplateJson);
  const others = plans.map((plan) => ({
    plan,
    ...normalizeDocument(demoHistoryCalculator(plan), templateJson),
  }));
  const lastOthers = plans.map((plan) => {
    const earlier = lastSeasonPlan(plan, june - (Number(plan.id.replace(/\D/g, "")) || 0) * 3600_000);
    return { plan: earlier, ...normalizeDocument(demoHistoryCalculator(earlier), lastTemplateJson) };
  });
  const fede = {
    organizationId: ids.federationId,
    organizationType: "federation" as const,
    modifier: "Fabien Fédération",
    modifierId: ids.federationAdmin,
  };
  const treasurer = {
    organizationId: ids.clubId,
    organizationType: "club" as const,
    modifier: "Claire Trésorière",
    modifierId: ids.clubAdmin,
  };
  const listed = (figures: { members: number; globalFees: number }, document: Calculator) => ({
    members: figures.members,
    globalFees: figures.globalFees,
    result: forecastResultOf(document),
  });
  const ofClub = (list: typeof others) =>
    list.map(({ plan, document, figures }) => ({
      organizationId: plan.id,
      organizationType: "club" as const,
      document: keptDocument(document),
      modifier: "Secrétariat du club",
      modifierId: null,
      updatedAt: plan.lastSaved,
      ...listed(figures, document),
    }));
  const rows = [
    { ...fede, season, document: templateJson, updatedAt: now, version: 1 },
    {
      ...treasurer,
      season,
      document: keptDocument(club.document),
      updatedAt: now,
      version: 1,
      ...listed(club.figures, club.document),
    },
    ...ofClub(others).map((row) => ({ ...row, season, version: 1 })),
    { ...fede, season: lastSeason, document: lastTemplateJson, updatedAt: october, version: 1 },
    {
      ...treasurer,
      season: lastSeason,
      document: keptDocument(lastClub.document),
      updatedAt: june,
      version: 2,
      ...listed(lastClub.figures, lastClub.document),
    },
    ...ofClub(lastOthers).map((row) => ({ ...row, season: lastSeason, version: 1 })),
  ];
  const history = rows.map(({ organizationId, season, version, document, modifier, updatedAt }) => ({
    organizationId,
    season,
    version,
    document,
    modifier,
    savedAt: updatedAt,
  }));
  // The demo club's first save of last season, before the June prices: fewer Loisir members.
  const firstDraft = normalizeDocument(
    {
      ...demoClubLastSeason(ids.clubId),
      groups: demoClubLastSeason(ids.clubId).groups.map((g) => ({
        ...g,
        categories: g.categories.map((c) => (c.name === "Loisir" ? { ...c, members: 40 } : c)),
      })),
    },
    lastTemplateJson,
  );
  history.push({
    organizationId: ids.clubId,
    season: lastSeason,
    version: 1,
    document: keptDocument(firstDraft.document),
    modifier: treasurer.modifier,
    savedAt: october,
  });
  await db.batch([
    db.insert(calculations).values(rows),
    db.insert(calculationHistory).values(history),
    db
      .update(clubs)
      .set({ ...club.figures, lastSaved: now })
      .where(eq(clubs.id, ids.clubId)),
    ...others.map(({ plan, figures }) => db.update(clubs).set(figures).where(eq(clubs.id, plan.id))),
    listRowWrite(db, eq(clubs.federationId, ids.federationId)),
    ...kindFiguresPageWrites(db, season, [
      { id: ids.clubId, kinds: club.kinds },
      ...others.map(({ plan, kinds }) => ({ id: plan.id, kinds })),
    ]),
    ...kindFiguresPageWrites(db, lastSeason, [
      { id: ids.clubId, kinds: lastClub.kinds },
      ...lastOthers.map(({ plan, kinds }) => ({ id: plan.id, kinds })),
    ]),
  ]);
}
