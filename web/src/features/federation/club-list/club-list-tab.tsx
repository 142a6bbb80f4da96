import type { FederationTabProps } from "../tab-contracts";

/** Club list tab: search, table, expandable rows, clubs.csv. */
export function ClubListTab(_props: FederationTabProps) {
  return <p>Clubs</p>;
}
