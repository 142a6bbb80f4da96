import type { ClubListRow } from "../../../../../core/schemas/federation-lists";
import { formatNumber } from "../../../../../core/cost-model/format";
import { formatAmount, formatDate } from "../../../lib/format";

/** The displayed text of each column, shared by the table and the phone cards. */
export function clubCells(club: ClubListRow, language: string) {
  return {
    members: formatNumber(club.members, language.startsWith("en") ? "en" : "fr"),
    globalFees: formatAmount(club.globalFees, language),
    createdAt: formatDate(club.createdAt, "-"),
  };
}
