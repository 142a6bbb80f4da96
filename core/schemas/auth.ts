import { z } from "zod";

/** E-mails are trimmed and compared case-insensitively. */
export const emailSchema = z
  .string({ error: "error_email_required" })
  .trim()
  .min(1, "error_email_required")
  .max(254, "error_email_malformed")
  .pipe(z.email({ error: "error_email_malformed" }))
  .transform((value) => value.toLowerCase());

export const PASSWORD_MIN_LENGTH = 8;
const password = z.string({ error: "error_password_required" }).min(1, "error_password_required").max(256);
const newPassword = z
  .string({ error: "error_password_required" })
  .min(PASSWORD_MIN_LENGTH, "error_password_min")
  .max(256);

export const loginSchema = z.object({ login: emailSchema, password });

export const registerSchema = z.object({
  login: emailSchema,
  password: newPassword,
  firstName: z.string().trim().max(80).optional().default(""),
  lastName: z.string().trim().max(80).optional().default(""),
  channel: z.string().max(20).optional(),
  locale: z.enum(["fr", "en"]).optional(),
});

export const changePasswordSchema = z.object({ input: z.object({ oldPassword: password, newPassword }) });
export const resetPasswordSchema = z.object({ input: z.object({ email: emailSchema, locale: z.enum(["fr", "en"]).optional() }) });
export const resetConfirmSchema = z.object({
  input: z.object({ token: z.string().min(20).max(200), newPassword }),
});
