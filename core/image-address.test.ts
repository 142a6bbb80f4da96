import { describe, expect, it } from "vitest";
import { decodeImageAddress, encodeImageAddress } from "./image-address";

describe("image addresses for the proxy", () => {
  it("encodes other hosts' logos in base64url that the proxy decodes back to the same address", () => {
    for (const url of [
      "https://example.org/logo.png?size=200&v=3",
      "https://exämple.org/é.svg",
      "https://a.b/c~d>e?f",
    ]) {
      const encoded = encodeImageAddress(url);
      expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(new URL(decodeImageAddress(encoded)).href).toBe(new URL(url).href);
    }
  });

  it("refuses text that is not base64url", () => {
    expect(() => decodeImageAddress("not base64!")).toThrow();
  });
});
