export type { ActualTransaction, ImportAnswer, ImportPreviewRow } from "./answers";
export { cerfa15059Csv, cerfa15059Rows, rowActualCents, type Cerfa15059Row } from "./cerfa-15059";
export { ruleFor, type ActualRule } from "./rules";
export {
  actualsSummary,
  type ActualsSummary,
  type SummaryInput,
  type SummaryLine,
  type SummaryMemberships,
  type SummaryTransaction,
} from "./summary";
export {
  targetColumns,
  targetExists,
  targetFromColumns,
  targetsOf,
  type ActualTarget,
  type TargetLine,
  type Targets,
} from "./target";
