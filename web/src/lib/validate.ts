import type * as core from "zod/v4/core";
import { safeParse } from "zod/mini";

/** Field name -> validation key (`error_email_required`), the first problem of each field. */
export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

export type Checked<T, K extends string> = { ok: true; data: T } | { ok: false; errors: FieldErrors<K> };

/** Runs a core/ schema (the same the server uses) over form values. */
export function check<S extends core.$ZodType, K extends string>(schema: S, values: Record<K, unknown>): Checked<core.output<S>, K> {
  const result = safeParse(schema, values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors<K> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "") as K;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.values(errors).some(Boolean);
}

export { serverField } from "./server-field";
