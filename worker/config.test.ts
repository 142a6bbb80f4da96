import { describe, expect, it } from "vitest";
import { parseEnv } from "./config";

describe("the DEBUG variable", () => {
  it("turns logging on with on, true or 1, and is off for anything else, other tools' values included", () => {
    for (const value of ["on", "true", "1"]) expect(parseEnv({ DEBUG: value }).DEBUG).toBe(true);
    for (const value of [undefined, "off", "0", "false", "pw:api", "vite:*"])
      expect(parseEnv({ DEBUG: value }).DEBUG).toBe(false);
  });
});

describe("DATABASE_URL", () => {
  it("refuses a URL without a real host: the docs' placeholder left in, an empty host, a space", () => {
    for (const url of [
      "libsql://clubcost-production-<org>.turso.io",
      "libsql://<database>-<org>.turso.io",
      "libsql://‹org›.turso.io",
      "libsql://",
      "https://a b.turso.io",
    ]) {
      expect(() => parseEnv({ DATABASE_URL: url }), url).toThrow(
        /DATABASE_URL: must be a URL with a real host name/,
      );
    }
  });

  it("accepts a Turso URL, a local libSQL server and a file", () => {
    for (const url of [
      "libsql://clubcost-production-acme.turso.io",
      "https://clubcost-acme.turso.io",
      "http://127.0.0.1:8080",
      "file:data/clubcost.db",
    ]) {
      expect(parseEnv({ DATABASE_URL: url }).DATABASE_URL).toBe(url);
    }
  });
});
