import { AppError, errorCodes } from "#core/errors";
import type { ServiceContext } from "../../http/context";

/**
 * Saves (store and restore) per organization and hour. The web app autosaves at most once a minute
 * per open screen, plus when the tab is hidden: several admins editing all day stay far below it,
 * while a runaway client cannot fill the history (docs/decisions/120).
 */
export const saveLimit = { perOrganization: 600, windowMs: 60 * 60_000 } as const;

/** Counted once the caller may write, so no one can spend another organization's allowance. */
export async function enforceSaveLimit(ctx: ServiceContext, organizationId: string): Promise<void> {
  const allowed = await ctx.deps.rateLimiter.hit(
    `save:organization:${organizationId}`,
    saveLimit.perOrganization,
    saveLimit.windowMs,
  );
  if (!allowed) throw new AppError(errorCodes.tooManyAttempts, { httpStatus: 429 });
}
