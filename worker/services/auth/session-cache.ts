import type { Clock, Deps } from "../../deps";
import type { SessionUser } from "../../http/context";

/**
 * The callers resolved from access tokens, kept a few seconds in one Node process so that a burst of
 * calls does not reload the same user and memberships each time (docs/decisions/092). Every change
 * that must bite at once (password, token version, memberships, deletion, login) forgets its user
 * after the write commits; `generation` stops a read that raced with such a write from being kept.
 */
export interface SessionCache {
  get(userId: string, tokenVersion: number): SessionUser | undefined;
  /** The generation to pass to `set`: taken before the database read. */
  generation(): number;
  set(user: SessionUser, tokenVersion: number, generation: number): void;
  forget(userId: string): void;
  clear(): void;
}

export const SESSION_CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

export function memorySessionCache(clock: Clock, ttlMs = SESSION_CACHE_TTL_MS): SessionCache {
  const entries = new Map<string, { user: SessionUser; tokenVersion: number; expires: number }>();
  let generation = 0;
  return {
    get(userId, tokenVersion) {
      const entry = entries.get(userId);
      if (!entry) return undefined;
      if (entry.expires <= clock.now() || entry.tokenVersion !== tokenVersion) {
        entries.delete(userId);
        return undefined;
      }
      return entry.user;
    },
    generation: () => generation,
    set(user, tokenVersion, readAt) {
      if (readAt !== generation) return;
      // Oldest first: a Map iterates in insertion order.
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      entries.delete(user.id);
      // Shared by the requests that follow: frozen, so that none can change what the others see.
      Object.freeze(user.federationIds);
      Object.freeze(user.clubIds);
      entries.set(user.id, { user: Object.freeze(user), tokenVersion, expires: clock.now() + ttlMs });
    },
    forget(userId) {
      generation += 1;
      entries.delete(userId);
    },
    clear() {
      generation += 1;
      entries.clear();
    },
  };
}

/** After a committed change to this user's account, token version or memberships. */
export function forgetSession(deps: Deps, userId: string): void {
  deps.sessionCache?.forget(userId);
}

/** After a committed change to the memberships of a whole organization (club or federation removed). */
export function forgetAllSessions(deps: Deps): void {
  deps.sessionCache?.clear();
}
