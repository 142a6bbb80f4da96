import type { Calculator } from "#core/schemas/calculator";
import type { CalculatorSchema } from "../../../lib/calculator-model/calculator-schema";
import { ApiError } from "../../../lib/api-error";

export type SaveFailure =
  | { kind: "conflict"; current: Calculator | null }
  | { kind: "offline" }
  | { kind: "throttled" }
  | { kind: "invalid"; error: ApiError }
  | { kind: "other"; error: unknown };

/** A 409 carries the stored document; read it leniently so the conflict dialog can always open. */
export function storedDocumentOf(
  schema: CalculatorSchema,
  data: unknown,
  organizationId: string,
): Calculator | null {
  if (!data || typeof data !== "object") return null;
  const parsed = schema.safeParse({ organizationId, ...(data as object) });
  return parsed.success ? parsed.data : null;
}

/**
 * What a failed save means for the person: someone else saved first (conflict), the server cannot be
 * reached or is down for a moment (offline: the draft is kept and the save retried), the document was
 * refused (invalid), or anything else.
 */
export function classifySaveError(
  schema: CalculatorSchema,
  error: unknown,
  organizationId: string,
): SaveFailure {
  if (!(error instanceof ApiError)) return { kind: "other", error };
  if (error.httpStatus === 409)
    return { kind: "conflict", current: storedDocumentOf(schema, error.data, organizationId) };
  // Past the organization's save limit (429): the work waits on this device, the next tick tries again.
  if (error.httpStatus === 429) return { kind: "throttled" };
  if (
    error.httpStatus === 0 ||
    error.httpStatus === 502 ||
    error.httpStatus === 503 ||
    error.httpStatus === 504
  )
    return { kind: "offline" };
  if (error.httpStatus === 400 || error.httpStatus === 422) return { kind: "invalid", error };
  return { kind: "other", error };
}
