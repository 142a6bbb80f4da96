import type { SessionUser } from "./session-user-type";

/**
 * The callers resolved from access tokens, kept a few seconds in one Node process so that a burst of
 * calls does not reload the same user and memberships each time (docs/decisions/092). Every change
 * that must bite at once (password, token version, memberships, deletion, login, a session's logout)
 * forgets its user after the write commits; `generation` stops a read that raced with such a write
 * from being kept. A user's entry holds the sessions (refresh families) it was checked for: a token of
 * another session of the same user is checked against the database first, so a session logged out
 * before the entry was made never rides on another device's entry (docs/decisions/119).
 */
export interface SessionCache {
  get(userId: string, tokenVersion: number, familyId: string): SessionUser | undefined;
  /** The generation to pass to `set`: taken before the database read. */
  generation(): number;
  set(user: SessionUser, tokenVersion: number, familyId: string, generation: number): void;
  forget(userId: string): void;
  clear(): void;
}

export const SESSION_CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

interface Entry {
  user: SessionUser;
  tokenVersion: number;
  /** Each session found in the database, until when it may be taken as still there. */
  families: Map<string, number>;
}

// The clock and deps are named by their shape: deps.ts holds a SessionCache, so importing it here made a circle.
export function memorySessionCache(clock: { now(): number }, ttlMs = SESSION_CACHE_TTL_MS): SessionCache {
  const entries = new Map<string, Entry>();
  let generation = 0;
  return {
    get(userId, tokenVersion, familyId) {
      const entry = entries.get(userId);
      if (!entry) return undefined;
      if (entry.tokenVersion !== tokenVersion) {
        entries.delete(userId);
        return undefined;
      }
      const until = entry.families.get(familyId);
      if (until === undefined) return undefined;
      if (until <= clock.now()) {
        entry.families.delete(familyId);
        if (!entry.families.size) entries.delete(userId);
        return undefined;
      }
      return entry.user;
    },
    generation: () => generation,
    set(user, tokenVersion, familyId, readAt) {
      if (readAt !== generation) return;
      const now = clock.now();
      const kept = entries.get(user.id);
      // The sessions already checked stay with the fresher read (nothing was forgotten since: same generation).
      const families = kept && kept.tokenVersion === tokenVersion ? kept.families : new Map<string, number>();
      for (const [family, until] of families) if (until <= now) families.delete(family);
      families.set(familyId, now + ttlMs);
      // Oldest first: a Map iterates in insertion order.
      entries.delete(user.id);
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      // Shared by the requests that follow: frozen, so that none can change what the others see.
      Object.freeze(user.federationIds);
      Object.freeze(user.clubIds);
      entries.set(user.id, { user: Object.freeze(user), tokenVersion, families });
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
export function forgetSession(deps: { sessionCache?: SessionCache }, userId: string): void {
  deps.sessionCache?.forget(userId);
}

/** After a committed change to the memberships of a whole organization (club or federation removed). */
export function forgetAllSessions(deps: { sessionCache?: SessionCache }): void {
  deps.sessionCache?.clear();
}
