import { AppError, errorCodes } from "#core/errors";
import type { ServiceContext } from "../../http/context";
import { requireUser } from "../permissions";

/**
 * Calculator bodies per user (docs/decisions/214): the largest allowed document costs the server tens
 * of milliseconds to read, check and evaluate, so one account looping on evaluate or store could hold
 * every other request back. The web app autosaves once a minute per open screen, plus when a tab is
 * hidden: 30 saves a minute leave it far below. It never calls evaluate, whose budget is counted in
 * 10 s so that an API client's loop is cut after five back to back, not after thirty.
 */
export const userRates = {
  // Key prefixes pick the Workers binding (RATE_LIMIT_BINDINGS): store shares SAVE_LIMITER with the
  // per-organization save limit, keyed apart.
  store: { prefix: "save", perUser: 30, windowMs: 60_000 },
  evaluate: { prefix: "evaluate", perUser: 5, windowMs: 10_000 },
} as const;

export type UserRatedAction = keyof typeof userRates;

/** Counts one call of the caller before its body is read; 429 (code 12, Retry-After) past the budget. */
export async function enforceUserRate(ctx: ServiceContext, action: UserRatedAction): Promise<void> {
  const user = requireUser(ctx);
  const { prefix, perUser, windowMs } = userRates[action];
  if (!(await ctx.deps.rateLimiter.hit(`${prefix}:user:${user.id}`, perUser, windowMs)))
    throw new AppError(errorCodes.tooManyAttempts, { httpStatus: 429 });
}
