import { describe, expect, it } from "vitest";
import { parseEnv } from "./config";

describe("the DEBUG variable", () => {
  it("turns logging on with on, true or 1, and is off for anything else, other tools' values included", () => {
    for (const value of ["on", "true", "1"]) expect(parseEnv({ DEBUG: value }).DEBUG).toBe(true);
    for (const value of [undefined, "off", "0", "false", "pw:api", "vite:*"]) expect(parseEnv({ DEBUG: value }).DEBUG).toBe(false);
  });
});
