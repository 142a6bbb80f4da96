import type { TFunction } from "i18next";
import type { Envelope } from "#core/envelope";
import { backendErrors } from "#core/errors";
import { checkKeys } from "./check-keys";

export type { Envelope };

/** A failed call: the HTTP status, the backend code (status of the envelope), the field it concerns. */
export class ApiError extends Error {
  readonly httpStatus: number;
  readonly code: number;
  readonly field?: string;
  readonly data?: unknown;

  constructor(init: { httpStatus: number; code: number; message?: string; field?: string; data?: unknown }) {
    super(init.message ?? "");
    this.name = "ApiError";
    this.httpStatus = init.httpStatus;
    this.code = init.code;
    this.field = init.field;
    this.data = init.data;
  }
}

export const TOO_MANY_ATTEMPTS = 12;
export const SERVICE_UNAVAILABLE = 2;
export const APP_CLOSED = 13;

/** Builds the error from an answer; a body without a backend code still gets the code its HTTP status means. */
export function apiErrorOf(httpStatus: number, body: Partial<Envelope> | null): ApiError {
  let code = typeof body?.status === "number" && body.status !== 0 ? body.status : 0;
  if (!code) {
    if (httpStatus === 429) code = TOO_MANY_ATTEMPTS;
    else if (httpStatus === 503 || httpStatus === 502 || httpStatus === 504) code = SERVICE_UNAVAILABLE;
    else if (httpStatus === 401 || httpStatus === 403 || httpStatus === 404) code = httpStatus;
    else code = 500;
  }
  return new ApiError({
    httpStatus,
    code,
    message: typeof body?.message === "string" ? body.message : "",
    field: typeof body?.field === "string" ? body.field : undefined,
    data: body?.data,
  });
}

/**
 * The text shown for an error: a validation key the server named (`error_email_malformed`), else the
 * backend code's text, else the server's message, else the generic text. Never raw JSON.
 */
export function errorText(error: unknown, t: TFunction, exists: (key: string) => boolean): string {
  if (error instanceof ApiError) {
    const keys = error.message && /^[a-zA-Z_]+$/.test(error.message) ? checkKeys(error.message) : [];
    if (keys.some(exists)) return t(keys);
    const code = Math.abs(error.code);
    if (code in backendErrors) return t(`message.backend.error_code_${code}`);
    if (error.message) return error.message;
  }
  return t("message.backend.generic");
}
