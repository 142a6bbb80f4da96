import { useQuery } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";
import type { UserDetails } from "#core/schemas/user";
import { api, call, setAccessToken } from "./api";
import { queryClient } from "./query-client";
import { forgetSessionHint, sessionHinted } from "./session-hint";
import { clearStoredCaches } from "./storage";
import { followFederationHost } from "./subdomain-redirect";

export type Role = "admin" | "adminFede";
type SessionStatus = "restoring" | "anonymous" | "authenticated";
export const userQueryKey = ["user", "details"] as const;

let status: SessionStatus = "restoring";
const listeners = new Set<() => void>();

function setStatus(next: SessionStatus) {
  status = next;
  for (const listener of listeners) listener();
}

export function useSessionStatus(): SessionStatus {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => status,
  );
}

/** Starts a session from a login, a refresh or a password change answer. */
export function establishSession(token: string, user: UserDetails): void {
  const previous = queryClient.getQueryData<UserDetails>(userQueryKey);
  if (previous && previous.id !== user.id) forgetEverything();
  setAccessToken(token);
  queryClient.setQueryData(userQueryKey, user);
  setStatus("authenticated");
  void followFederationHost(user);
}

function forgetEverything() {
  queryClient.clear();
  clearStoredCaches();
}

/** Logged out: token, query cache and local caches go (product.md section 4). */
function endSession(): void {
  setAccessToken(null);
  forgetEverything();
  setStatus("anonymous");
}

/**
 * The refresh cookie (HttpOnly) turns into a new token; false when there is no session to restore.
 * Without the session hint there is no refresh cookie either, and no call is made (decision 093).
 */
async function refresh(): Promise<boolean> {
  if (!sessionHinted()) return false;
  try {
    const answer = await call<UserDetails>("/auth/refresh", { method: "POST", anonymous: true });
    if (answer.token) {
      establishSession(answer.token, answer.data);
      return true;
    }
  } catch {
    // Refused (the server clears the hint) or unreachable: either way no session to prepare screens for.
  }
  forgetSessionHint();
  return false;
}

/** At startup: restores the session of the previous visit, if any. */
export async function restoreSession(): Promise<void> {
  if (!(await refresh())) setStatus("anonymous");
}

let askToLogInAgain: () => Promise<boolean> = async () => false;

/** The re-login dialog registers itself here; it resolves true once the person has logged in again. */
export function setReloginPrompt(prompt: () => Promise<boolean>): void {
  askToLogInAgain = prompt;
}

let renewing: Promise<boolean> | null = null;

/** After a 401: a silent refresh first, then the re-login dialog; concurrent calls share one attempt. */
export function renewSession(): Promise<boolean> {
  renewing ??= (async () => {
    if (await refresh()) return true;
    const loggedIn = await askToLogInAgain();
    if (!loggedIn) endSession();
    return loggedIn;
  })().finally(() => {
    renewing = null;
  });
  return renewing;
}

export async function logout(): Promise<void> {
  try {
    await call("/auth/logout", { method: "POST", anonymous: true });
  } catch {
    // The local session ends anyway; the refresh cookie expires on its own.
  }
  endSession();
}

export function useCurrentUser(): UserDetails | undefined {
  const current = useSessionStatus();
  const { data } = useQuery({
    queryKey: userQueryKey,
    queryFn: () => api.get<UserDetails>("/user/details"),
    enabled: current === "authenticated",
    staleTime: 5 * 60_000,
  });
  return current === "authenticated" ? data : undefined;
}

export function hasRole(user: UserDetails | undefined, ...roles: Role[]): boolean {
  return !!user && roles.some((role) => user.roles.includes(role));
}
