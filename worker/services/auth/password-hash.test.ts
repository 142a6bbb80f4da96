import { describe, expect, it } from "vitest";
import { CURRENT_PARAMS, hashPassword, MAX_ITERATIONS_PER_CALL, needsUpgrade, pbkdf2Calls, verifyPassword } from "./password-hash";

describe("password hashing", () => {
  it("never asks PBKDF2 for more than 100,000 iterations in one call (the Workers limit)", async () => {
    pbkdf2Calls.iterations.length = 0;
    const hash = await hashPassword("correct horse");
    expect(await verifyPassword("correct horse", hash)).toBe(true);
    expect(pbkdf2Calls.iterations.length).toBeGreaterThan(0);
    expect(Math.max(...pbkdf2Calls.iterations)).toBeLessThanOrEqual(MAX_ITERATIONS_PER_CALL);
  });

  it("uses at least 600,000 iterations in total", () => {
    expect(CURRENT_PARAMS.rounds * CURRENT_PARAMS.iterations).toBeGreaterThanOrEqual(600_000);
  });

  it("rejects a wrong password and a malformed hash", async () => {
    const hash = await hashPassword("secret-one");
    expect(await verifyPassword("secret-two", hash)).toBe(false);
    expect(await verifyPassword("secret-one", "plain")).toBe(false);
    // One call of 600,000 (a single-call hash from elsewhere) is refused rather than sent to PBKDF2.
    pbkdf2Calls.iterations.length = 0;
    expect(await verifyPassword("secret-one", hash.replace("$6$100000$", "$1$600000$"))).toBe(false);
    expect(pbkdf2Calls.iterations).toEqual([]);
  });

  it("recognises hashes made with older parameters for upgrade", async () => {
    const old = await hashPassword("secret-one", { rounds: 1, iterations: 10_000 });
    expect(await verifyPassword("secret-one", old)).toBe(true);
    expect(needsUpgrade(old)).toBe(true);
    expect(needsUpgrade(await hashPassword("secret-one"))).toBe(false);
  });
});
