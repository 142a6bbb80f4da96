/**
 * PBKDF2-SHA256 through WebCrypto, the same code on Node and Workers.
 * Production workerd refuses more than 100,000 iterations per deriveBits call, so the
 * hash chains `rounds` calls of `iterations` each (600,000 in total by default).
 * Format: pbkdf2-sha256$<rounds>$<iterations>$<salt b64>$<hash b64>, self-describing so
 * that a hash made with older parameters is recognised and upgraded at the next login.
 */
export const MAX_ITERATIONS_PER_CALL = 100_000;

export interface HashParams {
  rounds: number;
  iterations: number;
}

export const CURRENT_PARAMS: HashParams = Object.freeze({ rounds: 6, iterations: 100_000 });

/**
 * How this process hashes. Production never builds one: every caller falls back to PRODUCTION_HASHING.
 * The test factory passes cheaper parameters and a counter through its deps (tests/support/test-app.ts);
 * no environment variable can lower the cost, so a misconfigured server cannot.
 */
export interface PasswordHashing {
  params: HashParams;
  /** Told the iterations of each PBKDF2 call: tests count the work instead of timing it. */
  onPbkdf2?: (iterations: number) => void;
}

export const PRODUCTION_HASHING: PasswordHashing = Object.freeze({ params: CURRENT_PARAMS });

const encoder = new TextEncoder();

async function pbkdf2(
  secret: Uint8Array<ArrayBuffer>,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number,
  hashing: PasswordHashing,
): Promise<Uint8Array<ArrayBuffer>> {
  if (iterations > MAX_ITERATIONS_PER_CALL)
    throw new Error("PBKDF2 iterations per call above the Workers limit");
  hashing.onPbkdf2?.(iterations);
  const key = await crypto.subtle.importKey("raw", secret, "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits(
    { name: "PBKDF2", hash: "SHA-256", salt, iterations },
    key,
    256,
  );
  return new Uint8Array(bits);
}

async function derive(
  password: string,
  salt: Uint8Array<ArrayBuffer>,
  rounds: number,
  iterations: number,
  hashing: PasswordHashing,
): Promise<Uint8Array<ArrayBuffer>> {
  let block: Uint8Array<ArrayBuffer> = new Uint8Array(encoder.encode(password));
  for (let round = 0; round < rounds; round++) {
    block = await pbkdf2(block, salt, iterations, hashing);
  }
  return block;
}

export async function hashPassword(
  password: string,
  hashing: PasswordHashing = PRODUCTION_HASHING,
): Promise<string> {
  const { rounds, iterations } = hashing.params;
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const hash = await derive(password, salt, rounds, iterations, hashing);
  return ["pbkdf2-sha256", rounds, iterations, toBase64(salt), toBase64(hash)].join("$");
}

export async function verifyPassword(
  password: string,
  stored: string,
  hashing: PasswordHashing = PRODUCTION_HASHING,
): Promise<boolean> {
  const parts = stored.split("$");
  if (parts.length !== 5 || parts[0] !== "pbkdf2-sha256") return false;
  const rounds = Number(parts[1]);
  const iterations = Number(parts[2]);
  // A hash asking for more per call than Workers allow could never be checked there: refuse it everywhere.
  if (
    !Number.isInteger(rounds) ||
    !Number.isInteger(iterations) ||
    rounds < 1 ||
    rounds > 20 ||
    iterations < 1 ||
    iterations > MAX_ITERATIONS_PER_CALL
  )
    return false;
  const hash = await derive(password, fromBase64(parts[3]), rounds, iterations, hashing);
  return timingSafeEqual(hash, fromBase64(parts[4]));
}

/**
 * The work of checking a password, for a login whose e-mail has no account: without it an unknown
 * address answers at once and a known one only after the hash, which tells them apart. The stored
 * side needs no hashing of its own (its value is never matched): the derivation is the same work.
 */
export async function verifyAgainstDummy(
  password: string,
  hashing: PasswordHashing = PRODUCTION_HASHING,
): Promise<false> {
  const { rounds, iterations } = hashing.params;
  const dummy = [
    "pbkdf2-sha256",
    rounds,
    iterations,
    toBase64(crypto.getRandomValues(new Uint8Array(16))),
    toBase64(new Uint8Array(32)),
  ].join("$");
  await verifyPassword(password, dummy, hashing);
  return false;
}

export function needsUpgrade(stored: string, hashing: PasswordHashing = PRODUCTION_HASHING): boolean {
  const [, rounds, iterations] = stored.split("$");
  return Number(rounds) !== hashing.params.rounds || Number(iterations) !== hashing.params.iterations;
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
  return toBase64(crypto.getRandomValues(new Uint8Array(bytes)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", encoder.encode(text)));
  return Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** The hashing of this runtime: production's, unless the test factory gave its deps cheaper parameters. */
export function hashingOf(deps: { passwordHashing?: PasswordHashing }): PasswordHashing {
  return deps.passwordHashing ?? PRODUCTION_HASHING;
}
