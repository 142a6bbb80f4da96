import { kindCategories, kindFigures } from "#core/benchmark/kind-figures";
import { applyTemplate } from "#core/calculator-template";
import { withTemplateKinds } from "#core/category-kinds";
import { computeCalculator, withComputedMemberships } from "#core/cost-model/index";
import type { SavedCalculator } from "#core/schemas/calculation";
import { defaultCalculator, PRECISIONS, type Calculator, type Precision } from "#core/schemas/calculator";
import { subsidisedJobsAsSubsidies } from "#core/subsidised-jobs";
import { toCents } from "#core/cents";
import type { SessionUser } from "../../http/context";

/**
 * How a calculator is kept in `calculations.document` and `calculation_history.document`: the
 * document as validated, with only `inputMembership` left in its context (version, modifier and date
 * live in columns, so they cannot disagree with the row).
 */
export function serializeDocument(doc: Calculator): string {
  return JSON.stringify({ ...doc, context: { inputMembership: doc.context?.inputMembership ?? false } });
}

/**
 * Stored documents were validated before being written; defaults only cover rows written by hand. A
 * precision saved before it was held to 0, 1 or none (any other number, which kept the raw price)
 * reads as none: the same figures, and a document the store accepts again (docs/decisions/200).
 */
export function parseDocument(json: string, organizationId: string): Calculator {
  const { precision, ...doc } = JSON.parse(json) as Partial<Omit<Calculator, "precision">> & {
    precision?: unknown;
  };
  const kept: Precision =
    precision === undefined
      ? 0
      : (PRECISIONS as readonly unknown[]).includes(precision)
        ? (precision as Precision)
        : null;
  return { ...defaultCalculator(organizationId), groups: [], ...doc, precision: kept, organizationId };
}

export interface SaveMeta {
  version: number;
  modifier: string;
  /** Epoch ms of the save; null before the first save. */
  savedAt: number | null;
  /** The season the calculator is of (docs/decisions/167). */
  season: string;
}

export function withSavedContext(doc: Calculator, meta: SaveMeta): SavedCalculator {
  const context: SavedCalculator["context"] = {
    modifier: meta.modifier,
    version: meta.version,
    inputMembership: doc.context?.inputMembership ?? false,
    season: meta.season,
  };
  if (meta.savedAt !== null) context.lastUpdate = new Date(meta.savedAt).toISOString();
  return { ...doc, context };
}

/**
 * The document a club or template really holds: the federation template's lines brought in (clubs
 * only) and every category's membership recomputed by the cost model, so stored figures never
 * depend on what a client sent. Also returns the figures the club row keeps.
 */
export function normalizeDocument(sent: Calculator, templateJson: string | null) {
  // Subsidised jobs a client still sends as benefits are kept as the subsidies they are (docs/decisions/139).
  const doc = subsidisedJobsAsSubsidies(sent);
  const template = templateJson ? parseDocument(templateJson, doc.organizationId) : null;
  const withTemplate = template ? withTemplateKinds(applyTemplate(doc, template), template) : doc;
  const result = computeCalculator(withTemplate);
  // Per-kind figures for the benchmark (docs/decisions/158), kept beside the club row's figures.
  const kinds = kindFigures(kindCategories(withTemplate.groups, result.categories)).map((k) => ({
    ...k,
    membership: cents(k.membership),
    realCost: cents(k.realCost),
    netCost: cents(k.netCost),
  }));
  // Money kept on the rows is rounded to the cent: the club list answered 13354806.619999997 (issue 38.10).
  const figures = {
    ...result.federation,
    globalFees: cents(result.federation.globalFees),
    avgMemberShip: cents(result.federation.avgMemberShip),
  };
  return { document: withComputedMemberships(withTemplate, result), figures, kinds };
}

/** An amount to the cent, as the rows keep it (core/cents.ts). */
export const cents = (amount: number) => toCents(amount) / 100;

/** "First Last", or the e-mail for an account without a name (api.md). */
export function modifierName(user: Pick<SessionUser, "firstName" | "lastName" | "email">): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.email;
}

export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const { message = "", code = "" } = e as { message?: string; code?: string };
    if (/UNIQUE constraint failed|SQLITE_CONSTRAINT/i.test(`${code} ${message}`)) return true;
  }
  return false;
}
