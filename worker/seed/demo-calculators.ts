import { eq } from "drizzle-orm";
import { TEMPLATE_LINE_TYPE } from "../../core/calculator-template";
import { workedExample } from "../../core/cost-model";
import { defaultCalculator, type Calculator } from "../../core/schemas/calculator";
import { calculationHistory, calculations, clubs } from "../db/schema";
import type { Database } from "../deps";
import { normalizeDocument, serializeDocument } from "../services/calculations/stored-document";
import { listRowWrite } from "../services/clubs/kept-columns";
import { kindFiguresPageWrites } from "../services/clubs/kind-figures";
import type { CategoryKind } from "../../core/category-kinds";

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
  const groups = doc.groups.map((group) => ({ ...group, categories: group.categories.map((c) => (kinds[c.name] ? { ...c, kind: kinds[c.name] } : c)) }));
  return { ...doc, groups, federalFees: doc.federalFees.map((line) => ({ ...line, readonly: true, type: TEMPLATE_LINE_TYPE })) };
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
 * with the club rows' figures, as a save would leave them.
 */
export async function seedDemoCalculators(
  db: Database,
  ids: { federationId: string; clubId: string; federationAdmin: string; clubAdmin: string },
  now: number,
  plans: readonly DemoClubPlan[] = [],
) {
  const template = normalizeDocument(demoTemplate(ids.federationId), null);
  const templateJson = serializeDocument(template.document);
  const club = normalizeDocument(demoClubCalculator(ids.clubId), templateJson);
  const clubJson = serializeDocument(club.document);
  const saves = [
    { organizationId: ids.federationId, organizationType: "federation" as const, document: templateJson, modifier: "Fabien Fédération", modifierId: ids.federationAdmin },
    { organizationId: ids.clubId, organizationType: "club" as const, document: clubJson, modifier: "Claire Trésorière", modifierId: ids.clubAdmin },
  ];
  const others = plans.map((plan) => ({ plan, ...normalizeDocument(demoHistoryCalculator(plan), templateJson) }));
  const rows = [
    ...saves.map((save) => ({ ...save, updatedAt: now })),
    ...others.map(({ plan, document }) => ({
      organizationId: plan.id,
      organizationType: "club" as const,
      document: serializeDocument(document),
      modifier: "Secrétariat du club",
      modifierId: null,
      updatedAt: plan.lastSaved,
    })),
  ];
  await db.batch([
    db.insert(calculations).values(rows.map((row) => ({ ...row, version: 1 }))),
    db.insert(calculationHistory).values(rows.map(({ organizationId, document, modifier, updatedAt }) => ({ organizationId, version: 1, document, modifier, savedAt: updatedAt }))),
    db
      .update(clubs)
      .set({ ...club.figures, lastSaved: now })
      .where(eq(clubs.id, ids.clubId)),
    ...others.map(({ plan, figures }) => db.update(clubs).set(figures).where(eq(clubs.id, plan.id))),
    listRowWrite(db, eq(clubs.federationId, ids.federationId)),
    ...kindFiguresPageWrites(db, [{ id: ids.clubId, kinds: club.kinds }, ...others.map(({ plan, kinds }) => ({ id: plan.id, kinds }))]),
  ]);
}
