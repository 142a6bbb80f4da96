export { cashPlan, floorStatement, monthlyFlows, planFromFlows, scenarioCashPlan, type CashMonth, type CashPlan, type MonthFlow } from "./cash-plan";
export { moneyItems, scenarioMoneyItems, type CashPlanInput, type MoneyItem, type ScheduledCategory, type ScheduledLine } from "./money-items";
export { DEFAULT_SCHEDULES, SEASON_MONTHS, scheduleParts, scheduledPositions, seasonMonths, type MoneyKind, type Schedule } from "./schedule";
export { WORKED_EXAMPLE_CASH_PLAN } from "./worked-example-cash-plan";
