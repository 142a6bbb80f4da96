import type { ActualTarget, ActualTransaction } from "#core/actuals/index";
import { api } from "./api";

/**
 * The season's bank transactions (GET /api/actuals, season-money.md section 4), shared by the
 * calculator's Actuals tab and its Cash plan tab (a feature imports no other): one query key, so a
 * transaction added in one tab invalidates what the other shows.
 */
export type { ActualTransaction };
export interface ActualRuleRow {
  id: string;
  contains: string;
  target: ActualTarget;
  sign?: 1 | -1;
}
export interface ActualsList {
  season: string;
  transactions: ActualTransaction[];
  rules: ActualRuleRow[];
  explanations: Record<string, string>;
}

/** Every query of a season's actuals starts with this key (invalidating it refreshes them all). */
export const actualsKey = (organizationId: string, season: string) =>
  ["actuals", organizationId, season] as const;
/** The key of the season's list of transactions (GET actuals). */
export const actualsListKey = (organizationId: string, season: string) =>
  [...actualsKey(organizationId, season), "list"] as const;

export const getActuals = (organizationId: string, season: string) =>
  api.get<ActualsList>(`/actuals?${new URLSearchParams({ season })}`, { organizationId });
