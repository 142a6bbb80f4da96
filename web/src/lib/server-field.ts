/**
 * The form field a server error concerns (`input.email` -> `email`), when the form has it.
 * Apart from validate.ts so that the register form on the login screen does not bring zod with it.
 */
export function serverField<K extends string>(error: unknown, fields: readonly K[]): K | null {
  const field = (error as { field?: unknown })?.field;
  if (typeof field !== "string") return null;
  const name = field.replace(/^(input|request)\./, "") as K;
  return fields.includes(name) ? name : null;
}
