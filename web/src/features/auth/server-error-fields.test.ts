import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api-error";
import { serverField } from "../../lib/server-field";
import { changePasswordErrorFields, resetPasswordErrorFields } from "./server-error-fields";

// The refusals as the server sends them (worker/services/auth/accounts.ts, password-reset.ts).
const commonPassword = new ApiError({
  httpStatus: 400,
  code: 1,
  field: "input.newPassword",
  message: "error_password_common",
});
const wrongOldPassword = new ApiError({ httpStatus: 400, code: 4, field: "oldPassword" });
const spentLink = new ApiError({ httpStatus: 422, code: 1001, field: "token" });

describe("password forms place the server's refusal on its field", () => {
  it("change password: a common new password next to the new password, a wrong old one next to the old", () => {
    expect(serverField(commonPassword, changePasswordErrorFields)).toBe("newPassword");
    expect(serverField(wrongOldPassword, changePasswordErrorFields)).toBe("oldPassword");
  });

  it("reset password: a common new password next to it, a spent link above the form", () => {
    expect(serverField(commonPassword, resetPasswordErrorFields)).toBe("newPassword");
    expect(serverField(spentLink, resetPasswordErrorFields)).toBeNull();
  });
});
