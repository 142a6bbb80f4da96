import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { ZodError } from "zod";
import { AppError, errorCodes, genericError } from "#core/errors";
import type { Logger } from "../deps";
import { causeCode, causeMessages, requestOf } from "./error-cause";
import { fail } from "./envelope";

export function fieldOf(error: ZodError): string {
  const path = error.issues[0]?.path ?? [];
  return path.length ? path.join(".") : "body";
}

/** The one error handler: AppError, zod errors, HTTP exceptions and anything unknown become the envelope. */
export function handleError(error: Error, c: Context, log: Logger) {
  if (error instanceof AppError) {
    return fail(c, error.httpStatus, error.code, error.message, { field: error.field, data: error.data });
  }
  if (error instanceof ZodError) {
    return fail(c, 400, errorCodes.invalidParameter, error.issues[0]?.message ?? "Invalid parameter.", {
      field: fieldOf(error),
    });
  }
  if (error instanceof HTTPException) {
    const status = error.status;
    if (status === 413) return fail(c, 413, errorCodes.requestTooLarge, "The request is too large.");
    if (status === 401)
      return fail(c, 401, errorCodes.authenticationFailed, "Authentication failed, please retry.");
    if (status >= 500) {
      log.error("http exception", { ...requestOf(c), status, message: error.message });
      return fail(
        c,
        503,
        errorCodes.serviceUnavailable,
        "Service unavailable, please try again in a moment.",
      );
    }
    return fail(c, status, errorCodes.invalidParameter, error.message || "Invalid parameter.", {
      field: "body",
    });
  }
  if (isDatabaseUnavailable(error)) {
    // The cause tells a wrong token (SERVER_ERROR 401) from a database that cannot be reached (FETCH_ERROR).
    log.error("database unavailable", {
      ...requestOf(c),
      cause: causeCode(error),
      detail: causeMessages(error),
    });
    return fail(c, 503, errorCodes.serviceUnavailable, "Service unavailable, please try again in a moment.");
  }
  // Never error.message as such: drizzle's carries the query's parameters (people's addresses, messages).
  log.error("unexpected error", {
    ...requestOf(c),
    name: error.name,
    cause: causeCode(error),
    detail: causeMessages(error),
    stack: stackFrames(error),
  });
  return fail(c, 500, errorCodes.serverTrouble, genericError.en);
}

/** The stack's frames without its first line, which repeats the message. */
function stackFrames(error: Error): string {
  return (error.stack ?? "")
    .split("\n")
    .filter((line) => line.trimStart().startsWith("at "))
    .slice(0, 8)
    .join("\n");
}

const UNAVAILABLE =
  /SQLITE_BUSY|SQLITE_CANTOPEN|SQLITE_IOERR|SQLITE_FULL|ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENOTFOUND|EAI_AGAIN|FETCH_ERROR|SERVER_ERROR|HRANA_|fetch failed/;

/**
 * libSQL and drizzle wrap the network or file error: look through the whole cause chain. A remote
 * database's network failures are tagged FETCH_ERROR by the client's fetch (db/unreachable-fetch.ts).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let current = error, depth = 0;
    current && depth < 5;
    current = (current as { cause?: unknown }).cause, depth++
  ) {
    const { code = "", message = "" } = current as { code?: string; message?: string };
    if (UNAVAILABLE.test(`${code} ${message}`)) return true;
  }
  return false;
}
