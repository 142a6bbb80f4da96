// The auth forms' rules, built on core/'s schemas (the server's own) and read by react-hook-form.
// This module (and zod) loads with the first submit on the login screen (decision 090).
import { zodResolver } from "@hookform/resolvers/zod";
import * as z from "zod/mini";
import { isGuessablePassword } from "#core/password-rules";
import {
  emailSchema,
  loginSchema,
  profileSchema,
  registerSchema,
  resetConfirmSchema,
} from "#core/schemas/auth";

export * from "./auth-drafts";

/** Passwords are trimmed on send (product.md section 5), the same way at registration and at login. */
const trimmed = z.string().check(z.trim());
const filledPassword = z.string().check(z.trim(), z.minLength(1, "error_password_required"));

const loginForm = z.object({
  login: loginSchema.shape.login,
  password: z.pipe(trimmed, loginSchema.shape.password),
});

/** The server's refusal of a guessable password (issue 39.7), said before sending, once the length is fine. */
const notGuessable = z.refine<string>((password) => !isGuessablePassword(password), {
  message: "error_password_guessable",
  when: (payload) => payload.issues.length === 0,
});

// The server's schema only knows the minimum length; an empty field reads "required" first.
const newPassword = z.pipe(
  filledPassword,
  resetConfirmSchema.shape.input.shape.newPassword.check(notGuessable),
);

/** The repetition must equal the password, once the password itself is fine. */
const sameAs = (password: string, repeat: string) =>
  z.refine<Record<string, unknown>>((values) => values[repeat] === values[password], {
    message: "error_password_sameAs",
    path: [repeat],
    when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === password),
  });

const registerForm = z
  .object({
    login: registerSchema.shape.login,
    password: z.pipe(filledPassword, registerSchema.shape.password.check(notGuessable)),
    confirm: trimmed,
    terms: z.boolean().check(z.refine((accepted) => accepted, "error_terms_required")),
  })
  .check(sameAs("password", "confirm"));

const newPasswordForm = z.object({ newPassword, repeat: trimmed }).check(sameAs("newPassword", "repeat"));
const changePasswordForm = z
  .object({ oldPassword: filledPassword, newPassword, repeat: trimmed })
  .check(sameAs("newPassword", "repeat"));

export const loginResolver = zodResolver(loginForm);
export const registerResolver = zodResolver(registerForm);
export const newPasswordResolver = zodResolver(newPasswordForm);
export const changePasswordResolver = zodResolver(changePasswordForm);
export const emailResolver = zodResolver(z.object({ email: emailSchema }));
/** The caller's names (PATCH user/me): the server's own rules, trimmed, at most 80 characters. */
export const profileResolver = zodResolver(profileSchema.shape.input);
