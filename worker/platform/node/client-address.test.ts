import { describe, expect, it } from "vitest";
import { forwardedAddress } from "./client-address";

const request = (forwarded?: string) =>
  new Request("http://localhost/", { headers: forwarded ? { "x-forwarded-for": forwarded } : {} });

describe("forwardedAddress", () => {
  it("takes the address the proxy in front added, not the ones the client sent", () => {
    expect(forwardedAddress(request("1.2.3.4, 203.0.113.7"), undefined)).toBe("203.0.113.7");
    expect(forwardedAddress(request("203.0.113.7"), undefined)).toBe("203.0.113.7");
  });

  it("falls back to the socket's peer without the header", () => {
    expect(forwardedAddress(request(), { incoming: { socket: { remoteAddress: "198.51.100.2" } } })).toBe(
      "198.51.100.2",
    );
  });
});
