export {
  cashPlan,
  floorStatement,
  monthlyFlows,
  pastMonths,
  planFromFlows,
  remainingForecasts,
  scenarioCashPlan,
  type CashMonth,
  type CashPlan,
  type CashTransaction,
  type ItemRemaining,
  type MonthFlow,
} from "./cash-plan";
export {
  moneyItems,
  scenarioMoneyItems,
  type CashPlanInput,
  type MoneyItem,
  type ScheduledCategory,
  type ScheduledLine,
} from "./money-items";
export {
  DEFAULT_SCHEDULES,
  SEASON_MONTHS,
  scheduleParts,
  scheduledPositions,
  seasonMonths,
  spreadParts,
  type MoneyKind,
  type Schedule,
} from "./schedule";
export { WORKED_EXAMPLE_CASH_PLAN } from "./worked-example-cash-plan";
