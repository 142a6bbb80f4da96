import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { ZodError } from "zod";
import { safeParse, type $ZodType } from "zod/v4/core";
import { AppError, errorCodes } from "#core/errors";
import { fieldOf } from "./errors";
import { refuseDeepJson } from "./json-depth";

/**
 * The keys leading to the first text (a value or a key) holding U+0000, or null; built only when
 * found. Indexed loops, not `for...in`: a calculator save walks thousands of values on each call.
 */
function keysToNul(value: unknown): string[] | null {
  if (typeof value === "string") return value.includes("\u0000") ? [] : null;
  if (typeof value !== "object" || value === null) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = keysToNul(value[i]);
      if (found) return [String(i), ...found];
    }
    return null;
  }
  const keys = Object.keys(value);
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i];
    if (key.includes("\u0000")) return [key];
    const found = keysToNul((value as Record<string, unknown>)[key]);
    if (found) return [key, ...found];
  }
  return null;
}

/**
 * The field of the first text holding U+0000, or null. SQLite's JSON functions end a text at that
 * character, so the club list and the statistics would show a cut name (docs/decisions/099).
 */
export function fieldWithNul(value: unknown): string | null {
  const keys = keysToNul(value);
  return keys === null ? null : keys.join(".") || "body";
}

/** The value at `path` in what was sent, or undefined when any step of it is not there. */
export function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let at = value;
  for (const key of path) {
    if (at === null || typeof at !== "object") return undefined;
    at = (at as Record<PropertyKey, unknown>)[key];
  }
  return at;
}

/**
 * zod validation whose failure is the envelope's 400 with the offending field (never a 500). Text
 * with U+0000, which no keyboard types, is refused the same way, and so is a JSON body nested deeper
 * than MAX_JSON_DEPTH. zod runs synchronously (safeParse, not zod-validator's safeParseAsync): no
 * schema of ours is async, and the synchronous parse is the one zod 4 compiles for objects.
 */
export function valid<Target extends keyof ValidationTargets, Schema extends $ZodType>(
  target: Target,
  schema: Schema,
) {
  const validationFunction = (checked: Schema, value: unknown) => safeParse(checked, value);
  const validator = zValidator(
    target,
    schema,
    (result) => {
      if (!result.success) {
        const issue = result.error.issues[0];
        // 400 ("Missing parameter") only when nothing is there; a value of the wrong type is 1 ("Invalid
        // parameter"). zod 4 leaves `issue.input` out of its issues, so the value is read at the issue's path.
        const missing = issue?.code === "invalid_type" && valueAt(result.data, issue.path) === undefined;
        throw new AppError(missing ? 400 : 1, {
          httpStatus: 400,
          field: fieldOf(result.error as unknown as ZodError),
          message: issue?.message,
        });
      }
      const field = fieldWithNul(result.data);
      if (field)
        throw new AppError(errorCodes.invalidParameter, {
          httpStatus: 400,
          field,
          message: "error_control_character",
        });
    },
    // zod-validator types the result as classic zod's; core's safeParse gives the same fields.
    { validationFunction } as never,
  );
  if (target !== "json") return validator;
  // A body nested too deep is refused from its text, before JSON.parse builds it (json-depth.ts).
  const guarded: typeof validator = async (c, next) => {
    await refuseDeepJson(c);
    return validator(c, next);
  };
  return guarded;
}
