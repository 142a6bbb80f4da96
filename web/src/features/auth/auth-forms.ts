import * as z from "zod/mini";
import { emailSchema, loginSchema, registerSchema, resetConfirmSchema } from "../../../../core/schemas/auth";
import { check, type FieldErrors } from "../../lib/validate";
import type { LoginDraft, RegisterDraft } from "./auth-drafts";

export * from "./auth-drafts";

/** Passwords are trimmed on send (product.md section 5), the same way at registration and at login. */
export function checkLogin(draft: LoginDraft) {
  return check(loginSchema, { login: draft.login, password: draft.password.trim() });
}

const registerFields = z.pick(registerSchema, { login: true, password: true });

export function checkRegister(draft: RegisterDraft) {
  const result = check(registerFields, { login: draft.login, password: draft.password.trim() });
  const errors: FieldErrors<keyof RegisterDraft> = result.ok ? {} : { ...result.errors };
  // The server's schema only knows the minimum length; an empty field reads "required" first.
  if (!draft.password.trim()) errors.password = "error_password_required";
  if (!errors.password && draft.password.trim() && draft.confirm.trim() !== draft.password.trim()) errors.confirm = "error_password_sameAs";
  if (!draft.terms) errors.terms = "error_terms_required";
  if (!result.ok || Object.keys(errors).length) return { ok: false as const, errors };
  return { ok: true as const, data: result.data };
}

const newPasswordSchema = resetConfirmSchema.shape.input.shape.newPassword;

/** A new password (change or reset) and its repetition. */
export function checkNewPassword(newPassword: string, repeat: string): FieldErrors<"newPassword" | "repeat"> {
  const errors: FieldErrors<"newPassword" | "repeat"> = {};
  const parsed = newPasswordSchema.safeParse(newPassword.trim());
  if (!newPassword.trim()) errors.newPassword = "error_password_required";
  else if (!parsed.success) errors.newPassword = parsed.error.issues[0]?.message ?? "error_password_required";
  else if (repeat.trim() !== newPassword.trim()) errors.repeat = "error_password_sameAs";
  return errors;
}

export function checkEmail(email: string) {
  return check(z.object({ email: emailSchema }), { email });
}
