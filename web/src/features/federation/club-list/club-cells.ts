import type { ClubListRow } from "../../../../../core/schemas/federation-lists";
import { formatAmount, formatNumericDate, formatNumber } from "../../../lib/format";

/** The displayed text of each column, shared by the table and the phone cards. */
export function clubCells(club: ClubListRow, language: string) {
  return {
    members: formatNumber(club.members, language),
    globalFees: formatAmount(club.globalFees, language),
    createdAt: formatNumericDate(club.createdAt),
  };
}
