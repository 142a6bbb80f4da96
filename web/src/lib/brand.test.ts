import { describe, expect, it } from "vitest";
import { brands } from "#core/brands";
import { parseBrandMeta } from "./brand";

describe("brand meta", () => {
  it("reads the brand the server injected", () => {
    const content = JSON.stringify({ ...brands.fftt, federationId: "fed-1" });
    expect(parseBrandMeta(content, "clubcost.app")).toEqual({ ...brands.fftt, federationId: "fed-1" });
  });

  it("falls back to the host's subdomain when the meta is empty (vite dev), then to the default brand", () => {
    expect(parseBrandMeta("", "fft.localhost:5173").key).toBe("fft");
    expect(parseBrandMeta(null, "localhost:5173")).toEqual({ ...brands.default, federationId: null });
    expect(parseBrandMeta("{not json", "ffhb.clubcost.app").key).toBe("ffhb");
  });

  it("ignores unknown brands and values that are not colours", () => {
    expect(parseBrandMeta(JSON.stringify({ key: "acme" }), "localhost").key).toBe("default");
    const brand = parseBrandMeta(
      JSON.stringify({ key: "fft", primary: "red;}body{display:none" }),
      "localhost",
    );
    expect(brand.primary).toBe(brands.fft.primary);
  });
});
