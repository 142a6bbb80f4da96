import { AppError, errorCodes } from "#core/errors";
import type { ServiceContext } from "../../http/context";

const MINUTE = 60_000;

/**
 * Limits per action, per address (every attempt) and per account, within a window. What a stranger can
 * do to someone else's account is bounded too (docs/decisions/119): the login and reset counts per
 * account are kept per account *and* address, so guesses or requests from one place never lock the
 * owner out from another.
 */
export const rateLimits = {
  // perAccount: failed attempts of one account from one address. underAttack: failures of the account
  // from all addresses; past it, each address gets one failure (a guess spread over many addresses
  // slows to one per address) while an address without failures, the owner's, still logs in.
  login: { perIp: 30, perAccount: 10, underAttack: 50, windowMs: 15 * MINUTE },
  register: { perIp: 10, perAccount: 5, windowMs: 60 * MINUTE },
  // perAccount: requests for one account from one address. perAccountMails: from all addresses, so
  // that a few addresses cannot flood the owner's mailbox.
  reset: { perIp: 10, perAccount: 3, perAccountMails: 10, windowMs: 60 * MINUTE },
  contact: { perIp: 10, perAccount: 5, windowMs: 60 * MINUTE },
  // Password change (signed in): every attempt per address, failed old passwords per user.
  password: { perIp: 20, perAccount: 5, windowMs: 15 * MINUTE },
} as const;

export type RateLimitedAction = keyof typeof rateLimits;

const tooMany = () => new AppError(errorCodes.tooManyAttempts, { httpStatus: 429 });

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
  const groups = [
    ...headGroups,
    ...Array(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill("0"),
    ...tailGroups,
  ];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

const ipScale = (ctx: ServiceContext) => ctx.deps.config.rateLimitScale ?? 1;

/** Counts one request of the caller's address (its /64 for IPv6); false once the address is over its limit. */
const hitAddress = (ctx: ServiceContext, action: RateLimitedAction) => {
  const { perIp, windowMs } = rateLimits[action];
  return ctx.deps.rateLimiter.hit(`${action}:ip:${addressKey(ctx.ip)}`, perIp * ipScale(ctx), windowMs);
};

/** Register and contact: every request per address, then per account. */
export async function enforceRateLimit(
  ctx: ServiceContext,
  action: "register" | "contact",
  account: string,
): Promise<void> {
  const limit = rateLimits[action];
  // An address over its limit stops there: its requests no longer count against accounts (nor add
  // keys to the counters' table, which one address could otherwise fill).
  if (!(await hitAddress(ctx, action))) throw tooMany();
  if (!(await ctx.deps.rateLimiter.hit(`${action}:account:${account}`, limit.perAccount, limit.windowMs)))
    throw tooMany();
}

/** The counter of one account asked from one address (its /64 for IPv6). */
const pairKey = (ctx: ServiceContext, action: RateLimitedAction, account: string) =>
  `${action}:account:${account}:ip:${addressKey(ctx.ip)}`;

/**
 * Reset requests: per address, then per account from this address (a stranger's requests leave the
 * owner's own three), both answering 429. Then per account from anywhere, the mails one account can be
 * sent in an hour: past it, the request answers the same 200 but mails nothing (false). A 429 there
 * would let a few addresses lock the owner's own request (issue 39.5); silent, the owner still holds
 * the newest link mailed, the one that works.
 */
export async function enforceResetLimit(ctx: ServiceContext, account: string): Promise<boolean> {
  const { perAccount, perAccountMails, windowMs } = rateLimits.reset;
  if (!(await hitAddress(ctx, "reset"))) throw tooMany();
  if (!(await ctx.deps.rateLimiter.hit(pairKey(ctx, "reset", account), perAccount, windowMs)))
    throw tooMany();
  return ctx.deps.rateLimiter.hit(`reset:account:${account}`, perAccountMails, windowMs);
}

/**
 * Before checking a password: every attempt counts per address; an account with too many failures from
 * this address waits, and while the account is under attack from many, an address that failed once does.
 */
export async function enforceLoginLimit(ctx: ServiceContext, account: string): Promise<void> {
  const { perAccount, underAttack, windowMs } = rateLimits.login;
  if (!(await hitAddress(ctx, "login"))) throw tooMany();
  const attacked = await ctx.deps.rateLimiter.exhausted(`login:account:${account}`, underAttack, windowMs);
  // Refused even with the right password, so that guessing on past the limit learns nothing.
  if (
    await ctx.deps.rateLimiter.exhausted(pairKey(ctx, "login", account), attacked ? 1 : perAccount, windowMs)
  )
    throw tooMany();
}

export async function recordLoginFailure(ctx: ServiceContext, account: string): Promise<void> {
  const { perAccount, underAttack, windowMs } = rateLimits.login;
  await ctx.deps.rateLimiter.hit(pairKey(ctx, "login", account), perAccount, windowMs);
  await ctx.deps.rateLimiter.hit(`login:account:${account}`, underAttack, windowMs);
}

/**
 * Before checking the old password of a password change: every attempt per address, and a user whose
 * session guessed wrong too often waits (the hash is the costly part: it must not be free to repeat).
 */
export async function enforcePasswordChangeLimit(ctx: ServiceContext, userId: string): Promise<void> {
  const { perAccount, windowMs } = rateLimits.password;
  if (!(await hitAddress(ctx, "password"))) throw tooMany();
  if (await ctx.deps.rateLimiter.exhausted(`password:account:${userId}`, perAccount, windowMs))
    throw tooMany();
}

export async function recordPasswordChangeFailure(ctx: ServiceContext, userId: string): Promise<void> {
  const { perAccount, windowMs } = rateLimits.password;
  await ctx.deps.rateLimiter.hit(`password:account:${userId}`, perAccount, windowMs);
}
