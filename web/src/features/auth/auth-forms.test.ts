import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api-error";
import { checkEmail, checkLogin, checkNewPassword, checkRegister, emptyRegister, loginFailureKey } from "./auth-forms";

describe("login form rules (product.md section 5)", () => {
  it("requires the email and the password", () => {
    expect(checkLogin({ login: "", password: "" })).toEqual({
      ok: false,
      errors: { login: "error_email_required", password: "error_password_required" },
    });
  });

  it("rejects a malformed email and trims what is sent", () => {
    expect(checkLogin({ login: "not-an-email", password: "x" })).toMatchObject({ ok: false, errors: { login: "error_email_malformed" } });
    expect(checkLogin({ login: "  Anne@Club.fr ", password: " secret  " })).toEqual({ ok: true, data: { login: "anne@club.fr", password: "secret" } });
  });

  it("says 'failedToLogin' for refused credentials, but not for too many attempts", () => {
    expect(loginFailureKey(new ApiError({ httpStatus: 401, code: 4 }))).toBe("auth.failedToLogin");
    expect(loginFailureKey(new ApiError({ httpStatus: 429, code: 12 }))).toBeNull();
  });
});

describe("register form rules", () => {
  it("requires matching passwords and the general terms", () => {
    const result = checkRegister({ login: "anne@club.fr", password: "long-enough", confirm: "different", terms: false });
    expect(result).toEqual({ ok: false, errors: { confirm: "error_password_sameAs", terms: "error_terms_required" } });
  });

  it("reports every missing field at once", () => {
    expect(checkRegister(emptyRegister)).toMatchObject({
      ok: false,
      errors: { login: "error_email_required", password: "error_password_required", terms: "error_terms_required" },
    });
  });

  it("accepts a complete form", () => {
    expect(checkRegister({ login: "anne@club.fr", password: "long-enough", confirm: "long-enough", terms: true })).toEqual({
      ok: true,
      data: { login: "anne@club.fr", password: "long-enough" },
    });
  });
});

describe("password change and reset", () => {
  it("wants the repetition equal to the new password", () => {
    expect(checkNewPassword("long-enough", "long-enougH")).toEqual({ repeat: "error_password_sameAs" });
    expect(checkNewPassword("", "")).toEqual({ newPassword: "error_password_required" });
    expect(checkNewPassword("long-enough", "long-enough")).toEqual({});
  });

  it("checks the forgot-password email", () => {
    expect(checkEmail(" ")).toMatchObject({ ok: false, errors: { email: "error_email_required" } });
    expect(checkEmail(" Anne@Club.fr ")).toEqual({ ok: true, data: { email: "anne@club.fr" } });
  });
});
