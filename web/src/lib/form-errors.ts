import type { TFunction } from "i18next";
import type { FieldError, FieldValues, Path, UseFormSetError } from "react-hook-form";
import { checkKeys } from "./check-keys";
import { serverField } from "./server-field";

/** react-hook-form's key for a refusal that concerns no field: shown above the form's buttons. */
export const FAILURE = "root.server" as const;

/**
 * Puts the server's refusal where the person looks: next to the field the envelope names
 * (`{ field: "input.email" }` -> email) when the form has that field, else as the form's failure.
 * Both carry their text already in words (type "server"); the form's own checks carry validation keys.
 */
export function showServerError<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  fields: readonly Path<T>[],
  text: (error: unknown) => string,
  failureText: (error: unknown) => string = text,
): void {
  const field = serverField(error, fields);
  if (field) setError(field, { type: "server", message: text(error) });
  else setError(FAILURE, { type: "server", message: failureText(error) });
}

/** The words of a field error: the server's as they are, a form check's key (`error_email_required`) translated. */
export function fieldErrorText(
  error: FieldError | undefined,
  t: TFunction,
  params?: Record<string, unknown>,
): string | undefined {
  if (!error?.message) return undefined;
  return error.type === "server" ? error.message : t(checkKeys(error.message), { ...params });
}
