/** libSQL reports a unique index hit in the message, sometimes only in the cause's. */
export function isUniqueViolation(error: unknown): boolean {
  const messages = [(error as Error)?.message, (error as { cause?: Error })?.cause?.message];
  return messages.some((message) => /UNIQUE constraint failed/i.test(String(message ?? "")));
}
