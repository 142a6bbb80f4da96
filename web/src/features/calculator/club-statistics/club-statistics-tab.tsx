import type { CalculatorTabProps } from "../tab-contracts";

/** Statistics tab of the club: what a member really costs and who pays for it. */
export function ClubStatisticsTab(_props: CalculatorTabProps) {
  return <p>Statistics</p>;
}
