import { searchableName } from "../text";
import type { ActualTarget } from "./target";

/** An assignment rule (season-money.md section 4): text found in the label, and the amount's sign when set. */
export interface ActualRule {
  contains: string;
  target: ActualTarget;
  /** 1: money in only; -1: money out only; none: both. */
  sign?: 1 | -1 | null;
}

/** The first rule, in order, whose text is in the label (case and accents ignored) and whose sign fits. */
export function ruleFor<R extends ActualRule>(
  rules: readonly R[],
  label: string,
  amountCents: number,
): R | undefined {
  const text = searchableName(label);
  return rules.find((rule) => {
    const contains = searchableName(rule.contains);
    if (contains === "" || !text.includes(contains)) return false;
    return !rule.sign || Math.sign(amountCents) === rule.sign;
  });
}
