/**
 * The caller as the services see it: resolved once per request from the access token. A module of its
 * own, importing nothing, so that the session cache (held by Deps) and the request context (holding
 * Deps) both name it without a circle through deps.ts (issue 40.4, docs/decisions/241).
 */
export interface SessionUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  isAdmin: boolean;
  locale: string;
  /** Federation ids this user administers (adminFede). */
  federationIds: string[];
  /** Club ids this user administers. */
  clubIds: string[];
}
