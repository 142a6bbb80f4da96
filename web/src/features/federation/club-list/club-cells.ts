import type { ClubListRow } from "../../../../../core/schemas/federation-lists";
import { formatAmount, formatDate } from "../../../lib/format";

/** The displayed text of each column, shared by the table and the phone cards. */
export function clubCells(club: ClubListRow, language: string) {
  return {
    members: new Intl.NumberFormat(language.startsWith("en") ? "en-GB" : "fr-FR").format(club.members),
    globalFees: formatAmount(club.globalFees, language),
    createdAt: formatDate(club.createdAt, "-"),
  };
}
