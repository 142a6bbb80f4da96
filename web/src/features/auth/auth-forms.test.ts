import type { FieldValues, Resolver } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api-error";
import {
  changePasswordResolver,
  emailResolver,
  emptyRegister,
  loginFailureKey,
  loginResolver,
  newPasswordResolver,
  profileResolver,
  registerResolver,
} from "./auth-forms";

/** What react-hook-form gets from a resolver: the values to send, or each field's validation key. */
async function run<T extends FieldValues>(resolver: Resolver<T, unknown, unknown>, values: T) {
  const result = await resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  const errors = Object.fromEntries(
    Object.entries(result.errors).map(([field, error]) => [field, (error as { message?: string }).message]),
  );
  return Object.keys(errors).length ? { errors } : { data: result.values };
}

describe("login form rules (product.md section 5)", () => {
  it("requires the email and the password", async () => {
    expect(await run(loginResolver, { login: "", password: "" })).toEqual({
      errors: { login: "error_email_required", password: "error_password_required" },
    });
    expect(await run(loginResolver, { login: "anne@club.fr", password: "   " })).toEqual({
      errors: { password: "error_password_required" },
    });
  });

  it("rejects a malformed email and trims what is sent", async () => {
    expect(await run(loginResolver, { login: "not-an-email", password: "x" })).toEqual({
      errors: { login: "error_email_malformed" },
    });
    expect(await run(loginResolver, { login: "  Anne@Club.fr ", password: " secret  " })).toEqual({
      data: { login: "anne@club.fr", password: "secret" },
    });
  });

  it("says 'failedToLogin' for refused credentials, but not for too many attempts", () => {
    expect(loginFailureKey(new ApiError({ httpStatus: 401, code: 4 }))).toBe("auth.failedToLogin");
    expect(loginFailureKey(new ApiError({ httpStatus: 429, code: 12 }))).toBeNull();
  });
});

describe("register form rules", () => {
  it("requires matching passwords and the general terms", async () => {
    const result = await run(registerResolver, {
      login: "anne@club.fr",
      password: "long-enough",
      confirm: "different",
      terms: false,
    });
    expect(result).toEqual({ errors: { confirm: "error_password_sameAs", terms: "error_terms_required" } });
  });

  it("reports every missing field at once, 'required' before 'too short'", async () => {
    expect(await run(registerResolver, emptyRegister)).toEqual({
      errors: {
        login: "error_email_required",
        password: "error_password_required",
        terms: "error_terms_required",
      },
    });
    expect(
      await run(registerResolver, {
        ...emptyRegister,
        login: "anne@club.fr",
        password: "short",
        confirm: "other",
        terms: true,
      }),
    ).toEqual({
      errors: { password: "error_password_min" },
    });
  });

  it("accepts a complete form, trimmed", async () => {
    expect(
      await run(registerResolver, {
        login: "anne@club.fr",
        password: " long-enough",
        confirm: "long-enough ",
        terms: true,
      }),
    ).toEqual({
      data: { login: "anne@club.fr", password: "long-enough", confirm: "long-enough", terms: true },
    });
  });
});

describe("password change and reset", () => {
  it("wants the repetition equal to the new password", async () => {
    expect(await run(newPasswordResolver, { newPassword: "long-enough", repeat: "long-enougH" })).toEqual({
      errors: { repeat: "error_password_sameAs" },
    });
    expect(await run(newPasswordResolver, { newPassword: "", repeat: "" })).toEqual({
      errors: { newPassword: "error_password_required" },
    });
    expect(
      await run(newPasswordResolver, { newPassword: "long-enough", repeat: "long-enough" }),
    ).toMatchObject({ data: { newPassword: "long-enough" } });
  });

  it("also wants the old password for a change", async () => {
    expect(
      await run(changePasswordResolver, { oldPassword: " ", newPassword: "long-enough", repeat: "x" }),
    ).toEqual({
      errors: { oldPassword: "error_password_required", repeat: "error_password_sameAs" },
    });
  });

  it("checks the forgot-password email", async () => {
    expect(await run(emailResolver, { email: " " })).toEqual({ errors: { email: "error_email_required" } });
    expect(await run(emailResolver, { email: " Anne@Club.fr " })).toEqual({
      data: { email: "anne@club.fr" },
    });
  });
});

describe("guessable passwords (issue 39.7)", () => {
  it("are refused by the register, reset and change forms with the server's message", async () => {
    expect(
      await run(registerResolver, {
        login: "anne@club.fr",
        password: "clubcost-demo",
        confirm: "clubcost-demo",
        terms: true,
      }),
    ).toEqual({
      errors: { password: "error_password_guessable" },
    });
    expect(await run(newPasswordResolver, { newPassword: "azertyuiop", repeat: "azertyuiop" })).toEqual({
      errors: { newPassword: "error_password_guessable" },
    });
    expect(
      await run(changePasswordResolver, {
        oldPassword: "old-one",
        newPassword: "zzzzzzzz",
        repeat: "zzzzzzzz",
      }),
    ).toEqual({
      errors: { newPassword: "error_password_guessable" },
    });
    // Too short is said first.
    expect(await run(newPasswordResolver, { newPassword: "aaaa", repeat: "aaaa" })).toEqual({
      errors: { newPassword: "error_password_min" },
    });
  });
});

describe("the name form (issue 31.13)", () => {
  it("sends the names trimmed, empty allowed, and refuses one over 80 characters with the server's message", async () => {
    expect(await run(profileResolver, { firstName: "  Claire ", lastName: "" })).toEqual({
      data: { firstName: "Claire", lastName: "" },
    });
    expect(await run(profileResolver, { firstName: "x".repeat(81), lastName: "Durand" })).toEqual({
      errors: { firstName: "error_name_too_long" },
    });
  });
});
