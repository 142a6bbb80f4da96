import { withoutDanglingReferences } from "#core/calculator-references";
import type { Calculator, CalculatorContext } from "#core/schemas/calculator";
import { api } from "../../lib/api";
import type { HistoryEntry, SavedContext } from "../../lib/calculator-api";

// The calls of treasurer.md section 1 for a season other than the default one. Kept out of
// calculator-api.ts, whose module ships with the first screen (the calculator's preload uses it).

export { listSeasons, type SeasonEntry, type SeasonList, seasonsKey } from "../../lib/seasons";

/** The document of a season answers its season in `context.season`. */
export type SeasonDocument = Calculator & { context?: CalculatorContext & { season?: string } };

/** GET calculation/retrieve?season=S (no season: the current one). */
export function retrieveSeason(organizationId: string, season: string | undefined) {
  return api.get<SeasonDocument | null>("/calculation/retrieve", { organizationId, query: { season } });
}

/**
 * POST calculation/store into a season (`input.context.season`); no season: the current one. The answer
 * is the document as kept, its items' ids included (season-money.md section 1): `document` is null from
 * a server that answers the context alone.
 */
export async function storeSeason(
  organizationId: string,
  doc: Calculator,
  context: { version: number; inputMembership: boolean; season?: string },
) {
  // A voted price of a category, or a scenario's change of a line, deleted since is not sent: the store
  // would refuse the whole save for it (decisions 229, 230).
  const input = { ...withoutDanglingReferences(doc), organizationId, context };
  const data = await api.post<(Partial<Calculator> & { context?: SavedContext }) | null>(
    "/calculation/store",
    { input },
    { organizationId },
  );
  return { context: data?.context ?? {}, document: data && Array.isArray(data.groups) ? data : null };
}

export function seasonHistory(organizationId: string, season: string | undefined) {
  return api.get<HistoryEntry[]>("/calculation/history", { organizationId, query: { season } });
}

export function seasonVersion(organizationId: string, season: string | undefined, version: number) {
  return api.get<Calculator>(`/calculation/history/${version}`, { organizationId, query: { season } });
}

export async function restoreSeason(
  organizationId: string,
  season: string | undefined,
  version: number,
  baseVersion: number,
) {
  const data = await api.post<{ context?: SavedContext } | null>(
    "/calculation/restore",
    { input: { version, baseVersion } },
    { organizationId, query: { season } },
  );
  return data?.context ?? {};
}

/** POST calculation/season/copy: `to` made from `from`; 409 (backend code 14) when `to` already has a calculator. */
export function copySeason(organizationId: string, from: string, to: string) {
  return api.post<SeasonDocument>("/calculation/season/copy", { input: { from, to } }, { organizationId });
}
