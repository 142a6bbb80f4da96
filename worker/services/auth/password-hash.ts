/**
 * PBKDF2-SHA256 through WebCrypto, the same code on Node and Workers.
 * Production workerd refuses more than 100,000 iterations per deriveBits call, so the
 * hash chains `rounds` calls of `iterations` each (600,000 in total by default).
 * Format: pbkdf2-sha256$<rounds>$<iterations>$<salt b64>$<hash b64>, self-describing so
 * that a hash made with older parameters is recognised and upgraded at the next login.
 */
export const MAX_ITERATIONS_PER_CALL = 100_000;
export const CURRENT_PARAMS = { rounds: 6, iterations: 100_000 } as const;

const encoder = new TextEncoder();

/** Counts the iterations of every deriveBits call, so a test can assert the per-call limit. */
export const pbkdf2Calls: { iterations: number[] } = { iterations: [] };

async function pbkdf2(secret: Uint8Array<ArrayBuffer>, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array<ArrayBuffer>> {
  if (iterations > MAX_ITERATIONS_PER_CALL) throw new Error("PBKDF2 iterations per call above the Workers limit");
  pbkdf2Calls.iterations.push(iterations);
  const key = await crypto.subtle.importKey("raw", secret, "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations }, key, 256);
  return new Uint8Array(bits);
}

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, rounds: number, iterations: number): Promise<Uint8Array<ArrayBuffer>> {
  let block: Uint8Array<ArrayBuffer> = encoder.encode(password);
  for (let round = 0; round < rounds; round++) {
    block = await pbkdf2(block, salt, iterations);
  }
  return block;
}

export async function hashPassword(password: string, params: { rounds: number; iterations: number } = CURRENT_PARAMS): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const hash = await derive(password, salt, params.rounds, params.iterations);
  return ["pbkdf2-sha256", params.rounds, params.iterations, toBase64(salt), toBase64(hash)].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split("$");
  if (parts.length !== 5 || parts[0] !== "pbkdf2-sha256") return false;
  const rounds = Number(parts[1]);
  const iterations = Number(parts[2]);
  // A hash asking for more per call than Workers allow could never be checked there: refuse it everywhere.
  if (!Number.isInteger(rounds) || !Number.isInteger(iterations) || rounds < 1 || rounds > 20 || iterations < 1 || iterations > MAX_ITERATIONS_PER_CALL) return false;
  const hash = await derive(password, fromBase64(parts[3]), rounds, iterations);
  return timingSafeEqual(hash, fromBase64(parts[4]));
}

export function needsUpgrade(stored: string): boolean {
  const [, rounds, iterations] = stored.split("$");
  return Number(rounds) !== CURRENT_PARAMS.rounds || Number(iterations) !== CURRENT_PARAMS.iterations;
}

function timingSafeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i] ^ b[i];
  return diff === 0;
}

export function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

export function randomToken(bytes = 32): string {
  return toBase64(crypto.getRandomValues(new Uint8Array(bytes))).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", encoder.encode(text)));
  return Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
}
