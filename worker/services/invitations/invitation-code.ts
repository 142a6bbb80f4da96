/** Crockford base32 without I, L, O, U: easy to read aloud and type, case-insensitive. */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** 16 characters of 5 bits: 80 random bits, shown as XXXX-XXXX-XXXX-XXXX. */
export function newInvitationCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => ALPHABET[b & 31]).join("");
}

export function formatInvitationCode(code: string): string {
  return code.match(/.{1,4}/g)?.join("-") ?? code;
}
