import type { ClubListRow } from "#core/schemas/federation-lists";
import { formatAmount, formatNumericDate, formatNumber } from "../../../lib/format";

/**
 * A club with no calculator for the season (or one saved with nothing in it) is listed with 0 members
 * and a 0 budget: those are no figures, not zeros, and "0 / 0,00 €" read like a broken sum (issue 31.6).
 */
export function hasFigures(club: Pick<ClubListRow, "members" | "globalFees">): boolean {
  return club.members !== 0 || club.globalFees !== 0;
}

/**
 * The displayed text of each column, shared by the table and the phone cards; null: no figures yet.
 * A club that has not started the listed season (no calculator of it, issue 38.3) has none either.
 */
export function clubCells(club: ClubListRow, language: string) {
  const figures = club.started && hasFigures(club);
  return {
    started: club.started,
    members: figures ? formatNumber(club.members, language) : null,
    globalFees: figures ? formatAmount(club.globalFees, language) : null,
    // The forecast result of the season (decision 226); none kept before a save since migration 0021.
    result: figures && club.result !== null ? formatAmount(club.result, language) : null,
    resultNegative: figures && club.result !== null && club.result < -0.005,
    createdAt: formatNumericDate(club.createdAt),
  };
}
