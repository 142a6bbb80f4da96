import type { FederationTabProps } from "../tab-contracts";

/** Statistics tab of the federation: quota, connections, growth and coverage charts. */
export function FederationStatisticsTab(_props: FederationTabProps) {
  return <p>Statistics</p>;
}
