import { AppError } from "../../../core/errors";
import type { ServiceContext } from "../../http/context";

const MINUTE = 60_000;

/** Limits per action: per address (every attempt) and per account, within a window. */
export const rateLimits = {
  // For login the per-account count is of failed attempts only: people who log in often are not locked out.
  login: { perIp: 30, perAccount: 10, windowMs: 15 * MINUTE },
  register: { perIp: 10, perAccount: 5, windowMs: 60 * MINUTE },
  reset: { perIp: 10, perAccount: 3, windowMs: 60 * MINUTE },
  contact: { perIp: 10, perAccount: 5, windowMs: 60 * MINUTE },
} as const;

export type RateLimitedAction = keyof typeof rateLimits;

const tooMany = () => new AppError(12, { httpStatus: 429 });

/**
 * The part of an address a limit counts: an IPv4 address whole, an IPv6 one by its /64 network. One
 * home or server line gets a whole /64, and counting each of its addresses apart would let it try
 * 2^64 times over.
 */
export function addressKey(ip: string): string {
  const address = ip.split("%")[0].toLowerCase();
  if (!address.includes(":")) return address;
  const last = address.slice(address.lastIndexOf(":") + 1);
  if (last.includes(".")) return last; // an IPv4 address written as IPv6 (::ffff:192.0.2.1)
  const [head, tail] = address.split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail === undefined ? [] : tail ? tail.split(":") : [];
  const groups = [...headGroups, ...Array(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill("0"), ...tailGroups];
  return `${groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, "")).join(":")}::/64`;
}

const ipScale = (ctx: ServiceContext) => ctx.deps.config.rateLimitScale ?? 1;

/** Counts one request of the caller's address (its /64 for IPv6); false once the address is over its limit. */
const hitAddress = (ctx: ServiceContext, action: RateLimitedAction) => {
  const { perIp, windowMs } = rateLimits[action];
  return ctx.deps.rateLimiter.hit(`${action}:ip:${addressKey(ctx.ip)}`, perIp * ipScale(ctx), windowMs);
};

export async function enforceRateLimit(ctx: ServiceContext, action: RateLimitedAction, account: string): Promise<void> {
  const limit = rateLimits[action];
  // An address over its limit stops there: its requests no longer count against accounts (nor add
  // keys to the counters' table, which one address could otherwise fill).
  if (!(await hitAddress(ctx, action))) throw tooMany();
  if (!(await ctx.deps.rateLimiter.hit(`${action}:account:${account}`, limit.perAccount, limit.windowMs))) throw tooMany();
}

/** Before checking a password: every attempt counts per address; an account with too many failures waits. */
export async function enforceLoginLimit(ctx: ServiceContext, account: string): Promise<void> {
  const { perAccount, windowMs } = rateLimits.login;
  if (!(await hitAddress(ctx, "login"))) throw tooMany();
  // Refused even with the right password, so that guessing on past the limit learns nothing.
  if (await ctx.deps.rateLimiter.exhausted(`login:account:${account}`, perAccount, windowMs)) throw tooMany();
}

export async function recordLoginFailure(ctx: ServiceContext, account: string): Promise<void> {
  const { perAccount, windowMs } = rateLimits.login;
  await ctx.deps.rateLimiter.hit(`login:account:${account}`, perAccount, windowMs);
}
