import { api, call } from "../../lib/api";
import { uiLanguage } from "../../lib/i18n";
import type { UserDetails } from "#core/schemas/user";
import { queryClient } from "../../lib/query-client";
import { establishSession, userQueryKey } from "../../lib/session";

/** POST auth/login: the answer carries the token and the user's details. */
export async function logIn(login: string, password: string): Promise<UserDetails> {
  const answer = await call<UserDetails>("/auth/login", {
    method: "POST",
    body: { login, password },
    anonymous: true,
  });
  if (!answer.token) throw new Error("The login answer carries no token.");
  establishSession(answer.token, answer.data);
  return answer.data;
}

/** POST auth/register; first and last names are sent empty (product.md section 5). */
export function register(login: string, password: string): Promise<{ id: string }> {
  return api.post(
    "/auth/register",
    { login, password, firstName: "", lastName: "", channel: "email", locale: uiLanguage() },
    { anonymous: true },
  );
}

/** POST auth/changePassword: the server ends other sessions and answers a fresh token. */
export async function changePassword(oldPassword: string, newPassword: string): Promise<void> {
  const answer = await call<UserDetails>("/auth/changePassword", {
    method: "POST",
    body: { input: { oldPassword, newPassword } },
  });
  if (answer.token) establishSession(answer.token, answer.data);
}

/** POST auth/resetPassword: mails a single-use link (the answer is the same for unknown addresses). */
export function requestPasswordReset(email: string): Promise<null> {
  return api.post("/auth/resetPassword", { input: { email, locale: uiLanguage() } }, { anonymous: true });
}

export function confirmPasswordReset(token: string, newPassword: string): Promise<null> {
  return api.post("/auth/resetPassword/confirm", { input: { token, newPassword } }, { anonymous: true });
}

/** PATCH user/me: the caller's own names; the answer (their details) replaces the ones the app holds. */
export async function updateProfile(names: { firstName: string; lastName: string }): Promise<UserDetails> {
  const details = await api.patch<UserDetails>("/user/me", { input: names });
  queryClient.setQueryData(userQueryKey, details);
  return details;
}
