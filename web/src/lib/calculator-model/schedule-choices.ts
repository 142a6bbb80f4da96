import type { Line } from "#core/schemas/calculator";

/** A schedule as the document stores it. */
export type Schedule = NonNullable<Line["schedule"]>;

/**
 * The schedules a treasurer picks from one compact list (season-money.md section 5): the list's default,
 * every month, one month, or the common instalments. A schedule saved otherwise (months sent through the
 * API) shows as "custom" and is kept until another is picked.
 */
export const SCHEDULE_PRESETS = {
  /** Memberships taken in three instalments, September to November. */
  three: [9, 10, 11],
  /** Once a quarter from September. */
  quarterly: [9, 12, 3, 6],
  /** Twice: September and January. */
  twice: [9, 1],
} as const;

export type PresetName = keyof typeof SCHEDULE_PRESETS;
/** "default" | "monthly" | "m1".."m12" (one month) | a preset | "custom". */
export type ScheduleChoice = "default" | "monthly" | `m${number}` | PresetName | "custom";

export const PRESET_NAMES = Object.keys(SCHEDULE_PRESETS) as PresetName[];

const sameMonths = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((month) => b.includes(month));

/** The choice a stored schedule reads as. */
export function choiceOfSchedule(schedule: Schedule | null | undefined): ScheduleChoice {
  if (!schedule) return "default";
  if (schedule === "monthly") return "monthly";
  if (schedule.months.length === 1) return `m${schedule.months[0]}`;
  return PRESET_NAMES.find((name) => sameMonths(SCHEDULE_PRESETS[name], schedule.months)) ?? "custom";
}

/** The schedule a choice stores (undefined: the list's default); "custom" keeps `current`. */
export function scheduleOfChoice(choice: ScheduleChoice, current?: Schedule | null): Schedule | undefined {
  if (choice === "default") return undefined;
  if (choice === "monthly") return "monthly";
  if (choice === "custom") return current ?? undefined;
  if (choice in SCHEDULE_PRESETS) return { months: [...SCHEDULE_PRESETS[choice as PresetName]] };
  return { months: [Number(choice.slice(1))] };
}
