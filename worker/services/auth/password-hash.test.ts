import { describe, expect, it } from "vitest";
import { parseEnv } from "../../config";
import { buildNodeDeps } from "../../platform/node/node-deps";
import {
  CURRENT_PARAMS,
  hashingOf,
  hashPassword,
  MAX_ITERATIONS_PER_CALL,
  needsUpgrade,
  type PasswordHashing,
  PRODUCTION_HASHING,
  verifyAgainstDummy,
  verifyPassword,
} from "./password-hash";

/** Production's parameters, with a counter of the PBKDF2 calls: the per-call limit is proven on them. */
function counted(params = CURRENT_PARAMS): PasswordHashing & { calls: number[] } {
  const calls: number[] = [];
  return { params, calls, onPbkdf2: (iterations) => calls.push(iterations) };
}

describe("password hashing", () => {
  it("never asks PBKDF2 for more than 100,000 iterations in one call (the Workers limit)", async () => {
    const hashing = counted();
    const hash = await hashPassword("correct horse", hashing);
    expect(await verifyPassword("correct horse", hash, hashing)).toBe(true);
    expect(hashing.calls.length).toBe(2 * CURRENT_PARAMS.rounds);
    expect(Math.max(...hashing.calls)).toBeLessThanOrEqual(MAX_ITERATIONS_PER_CALL);
  });

  it("uses at least 600,000 iterations in total", () => {
    expect(CURRENT_PARAMS.rounds * CURRENT_PARAMS.iterations).toBeGreaterThanOrEqual(600_000);
  });

  it("rejects a wrong password and a malformed hash", async () => {
    const hash = await hashPassword("secret-one");
    expect(await verifyPassword("secret-two", hash)).toBe(false);
    expect(await verifyPassword("secret-one", "plain")).toBe(false);
    // One call of 600,000 (a single-call hash from elsewhere) is refused rather than sent to PBKDF2.
    const hashing = counted();
    expect(await verifyPassword("secret-one", hash.replace("$6$100000$", "$1$600000$"), hashing)).toBe(false);
    expect(hashing.calls).toEqual([]);
  });

  it("recognises hashes made with older parameters for upgrade", async () => {
    const old = await hashPassword("secret-one", { params: { rounds: 1, iterations: 10_000 } });
    expect(await verifyPassword("secret-one", old)).toBe(true);
    expect(needsUpgrade(old)).toBe(true);
    expect(needsUpgrade(await hashPassword("secret-one"))).toBe(false);
  });

  it("checks a password against a dummy hash with the same work as a real one", async () => {
    const hashing = counted({ rounds: 3, iterations: 1_000 });
    const real = await hashPassword("secret-one", { params: hashing.params });
    await verifyPassword("guess-one", real, hashing);
    const forReal = hashing.calls.splice(0);
    expect(await verifyAgainstDummy("guess-one", hashing)).toBe(false);
    expect(hashing.calls).toEqual(forReal);
  });

  it("keeps production's cost in a runtime built from the environment, whatever it says", async () => {
    // No variable lowers the cost: only the test factory's deps can (tests/support/test-app.ts).
    const env = parseEnv({
      DATABASE_URL: "file::memory:",
      JWT_SECRET: "test-secret-test-secret-test-secret-42",
      PBKDF2_ITERATIONS: "1",
      PASSWORD_HASH_ROUNDS: "1",
    });
    const { deps, close } = await buildNodeDeps(env, {
      log: { error: () => {}, warn: () => {}, info: () => {} },
    });
    try {
      expect(hashingOf(deps)).toBe(PRODUCTION_HASHING);
      expect(PRODUCTION_HASHING.params).toEqual({ rounds: 6, iterations: 100_000 });
      expect(Object.isFrozen(PRODUCTION_HASHING) && Object.isFrozen(CURRENT_PARAMS)).toBe(true);
    } finally {
      close();
    }
  });
});
