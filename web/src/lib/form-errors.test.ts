import type { TFunction } from "i18next";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-error";
import { FAILURE, fieldErrorText, showServerError } from "./form-errors";

const text = (error: unknown) => `text of ${(error as ApiError).code}`;

describe("a server refusal on a react-hook-form form", () => {
  it("goes next to the field the envelope names, without its input./request. prefix", () => {
    const setError = vi.fn();
    showServerError(
      setError,
      new ApiError({ httpStatus: 422, code: 1001, field: "input.oldPassword" }),
      ["oldPassword"],
      text,
    );
    expect(setError).toHaveBeenCalledWith("oldPassword", { type: "server", message: "text of 1001" });
  });

  it("is the form's failure when it names no field of the form, with its own words if given", () => {
    const setError = vi.fn();
    showServerError(
      setError,
      new ApiError({ httpStatus: 422, code: 1001, field: "request.channel" }),
      ["login"],
      text,
      () => "with code",
    );
    showServerError(setError, new ApiError({ httpStatus: 500, code: 500 }), ["login"], text);
    expect(setError.mock.calls).toEqual([
      [FAILURE, { type: "server", message: "with code" }],
      [FAILURE, { type: "server", message: "text of 500" }],
    ]);
  });
});

describe("the words of a field error", () => {
  // The keys tried in order (i18next takes the first that exists), then the parameters.
  const t = ((keys: string[], params?: Record<string, unknown>) =>
    `${keys.join(" | ")}${params && Object.keys(params).length ? JSON.stringify(params) : ""}`) as unknown as TFunction;

  it("translates the form's own validation keys, with their parameters", () => {
    expect(fieldErrorText({ type: "custom", message: "error_email_required" }, t)).toBe(
      "validation.error_email_required | checks.error_email_required",
    );
    expect(fieldErrorText({ type: "custom", message: "not_in_range" }, t, { min: 1, max: 3 })).toBe(
      'validation.not_in_range | checks.not_in_range{"min":1,"max":3}',
    );
  });

  it("shows the server's text as it came, and nothing without an error", () => {
    expect(fieldErrorText({ type: "server", message: "Mot de passe incorrect" }, t)).toBe(
      "Mot de passe incorrect",
    );
    expect(fieldErrorText(undefined, t)).toBeUndefined();
  });
});
