// zod/mini rather than zod: these schemas ship with the login screen, and the mini build is ~5 KB
// gzip where the classic one costs ~40 KB of the first-screen budget (docs/decisions/005).
import * as z from "zod/mini";

/** E-mails are trimmed and compared case-insensitively. */
export const emailSchema = z.pipe(
  z
    .string({ error: "error_email_required" })
    .check(z.trim(), z.minLength(1, "error_email_required"), z.maxLength(254, "error_email_malformed")),
  z.email({ error: "error_email_malformed" }).check(z.toLowerCase()),
);

export const PASSWORD_MIN_LENGTH = 8;
const password = z
  .string({ error: "error_password_required" })
  .check(z.minLength(1, "error_password_required"), z.maxLength(256));
const newPassword = z
  .string({ error: "error_password_required" })
  .check(z.minLength(PASSWORD_MIN_LENGTH, "error_password_min"), z.maxLength(256));
const locale = z.optional(z.enum(["fr", "en"]));
const name = z._default(z.optional(z.string().check(z.trim(), z.maxLength(80))), "");

export const loginSchema = z.object({ login: emailSchema, password });

export const registerSchema = z.object({
  login: emailSchema,
  password: newPassword,
  firstName: name,
  lastName: name,
  channel: z.optional(z.string().check(z.maxLength(20))),
  locale,
});

export const changePasswordSchema = z.object({ input: z.object({ oldPassword: password, newPassword }) });
export const resetPasswordSchema = z.object({ input: z.object({ email: emailSchema, locale }) });
export const resetConfirmSchema = z.object({
  input: z.object({ token: z.string().check(z.minLength(20), z.maxLength(200)), newPassword }),
});

/** A person's name as they set it (issue 31.13): trimmed, at most 80 characters, empty allowed (nothing shown). */
export const PERSON_NAME_MAX = 80;
const personName = z
  .string({ error: "error_name_required" })
  .check(z.trim(), z.maxLength(PERSON_NAME_MAX, "error_name_too_long"));

/** PATCH user/me: the caller's own first and last names. */
export const profileSchema = z.object({ input: z.object({ firstName: personName, lastName: personName }) });
