import * as z from "zod/mini";
import { ITEM_ID_MAX } from "../calculator-ids";

// The fields of season-money.md sections 1 and 2 that lines, benefits, categories and groups share,
// kept apart from calculator.ts so that file only names them.

/** An item's stable id (1 to 64 characters); missing: the store gives one (core/calculator-ids.ts). */
export const itemId = z.optional(
  z
    .string({ error: "error_id_invalid" })
    .check(z.minLength(1, "error_id_invalid"), z.maxLength(ITEM_ID_MAX, "error_id_invalid")),
);

/** How a club-wide line or benefit is shared: "members" (missing), "hours", or per head inside one group. */
export const allocation = z.optional(
  z.union(
    [
      z.enum(["members", "hours"]),
      z.object({
        group: z
          .string({ error: "error_allocation_group_unknown" })
          .check(
            z.minLength(1, "error_allocation_group_unknown"),
            z.maxLength(ITEM_ID_MAX, "error_allocation_group_unknown"),
          ),
      }),
    ],
    {
      error: "error_allocation_invalid",
    },
  ),
);

/** Weekly hours of practice a category uses, 0 to 10,000; missing = 0. */
export const CATEGORY_HOURS_MAX = 10_000;
export const categoryHours = z.optional(
  z
    .number({ error: "not_in_range" })
    .check(z.gte(0, "not_in_range"), z.lte(CATEGORY_HOURS_MAX, "not_in_range")),
);

/** The calendar months of a schedule (season-money.md section 5): 1-12, each once, at least one. */
const scheduleMonths = z
  .array(
    z
      .number({ error: "error_schedule_invalid" })
      .check(
        z.int("error_schedule_invalid"),
        z.gte(1, "error_schedule_invalid"),
        z.lte(12, "error_schedule_invalid"),
      ),
  )
  .check(
    z.minLength(1, "error_schedule_invalid"),
    z.maxLength(12, "error_schedule_invalid"),
    z.refine((months) => new Set(months).size === months.length, "error_schedule_invalid"),
  );

/** When a money line (or a category's memberships) comes in or goes out: "monthly", or given months in equal parts; missing = its list's default. */
export const schedule = z.optional(
  z.union([z.literal("monthly"), z.object({ months: scheduleMonths })], { error: "error_schedule_invalid" }),
);

const cashAmount = z._default(
  z
    .number({ error: "error_value_required" })
    .check(z.gte(-1e12, "not_in_range"), z.lte(1e12, "not_in_range")),
  0,
);

/** The cash plan's opening balance on 1 September and the floor the club never wants to go under (both default 0). */
export const cashPlanSettings = z.optional(z.object({ openingBalance: cashAmount, floor: cashAmount }));
