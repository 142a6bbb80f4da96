import type { CalculatorTabProps } from "../tab-contracts";

/** Resell tab: margins, sliders or requested memberships, and the price poster. */
export function ResellTab(_props: CalculatorTabProps) {
  return <p>Resell</p>;
}
