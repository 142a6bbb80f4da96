/**
 * The cash plan of cost-model.md's worked example with an opening balance of 2,000 and the default
 * schedules (season-money.md section 5), shared by the core, API and end-to-end tests.
 */
export const WORKED_EXAMPLE_CASH_PLAN = {
  openingBalance: 2000,
  september: { in: 12_720, out: 866.74, balance: 13_853.26 },
  octoberOut: 3866.66,
  marchIn: 2200,
  augustBalance: 3520,
} as const;
