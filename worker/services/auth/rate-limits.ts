import { AppError } from "../../../core/errors";
import type { ServiceContext } from "../../http/context";

const MINUTE = 60_000;

/** Limits per action: per address and per account, within a window. */
export const rateLimits = {
  login: { perIp: 30, perAccount: 10, windowMs: 15 * MINUTE },
  register: { perIp: 10, perAccount: 5, windowMs: 60 * MINUTE },
  reset: { perIp: 10, perAccount: 3, windowMs: 60 * MINUTE },
  contact: { perIp: 10, perAccount: 5, windowMs: 60 * MINUTE },
} as const;

export async function enforceRateLimit(ctx: ServiceContext, action: keyof typeof rateLimits, account: string): Promise<void> {
  const limit = rateLimits[action];
  const limiter = ctx.deps.rateLimiter;
  const ipAllowed = await limiter.hit(`${action}:ip:${ctx.ip}`, limit.perIp, limit.windowMs);
  const accountAllowed = await limiter.hit(`${action}:account:${account}`, limit.perAccount, limit.windowMs);
  if (!ipAllowed || !accountAllowed) throw new AppError(12, { httpStatus: 429 });
}
