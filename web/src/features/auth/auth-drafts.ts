// What the login screen needs at first paint; the zod checks (auth-forms.ts) load on the first submit.
import { ApiError, TOO_MANY_ATTEMPTS } from "../../lib/api-error";

export interface LoginDraft {
  login: string;
  password: string;
}

export interface RegisterDraft {
  login: string;
  password: string;
  confirm: string;
  terms: boolean;
}

export const emptyLogin: LoginDraft = { login: "", password: "" };
export const emptyRegister: RegisterDraft = { login: "", password: "", confirm: "", terms: false };

/** A refused login reads 'failedToLogin'; too many attempts and an unreachable server say so instead. */
export function loginFailureKey(error: unknown): string | null {
  if (
    error instanceof ApiError &&
    (error.code === TOO_MANY_ATTEMPTS || error.httpStatus === 0 || error.httpStatus >= 500)
  )
    return null;
  return "auth.failedToLogin";
}
