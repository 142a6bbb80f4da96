import { describe, expect, it } from "vitest";
import { subdomainUrl } from "./subdomain-redirect";

const place = (hostname: string) => ({
  protocol: "https:",
  hostname,
  port: "",
  pathname: "/",
  search: "",
  hash: "#/Landing",
});

describe("subdomain redirect (product.md section 4)", () => {
  it("moves from the base domain to the federation's host, keeping the page", () => {
    expect(subdomainUrl("fftt", place("clubcost.app"), "clubcost.app")).toBe(
      "https://fftt.clubcost.app/#/Landing",
    );
    expect(subdomainUrl("FFTT", place("fft.clubcost.app"), "clubcost.app")).toBe(
      "https://fftt.clubcost.app/#/Landing",
    );
  });

  it("stays put without a base domain, without a subdomain, on another host, or already there", () => {
    expect(subdomainUrl("fftt", place("localhost"), undefined)).toBeNull();
    expect(subdomainUrl(null, place("clubcost.app"), "clubcost.app")).toBeNull();
    expect(subdomainUrl("fftt", place("evil.example"), "clubcost.app")).toBeNull();
    expect(subdomainUrl("fftt", place("fftt.clubcost.app"), "clubcost.app")).toBeNull();
  });

  it("keeps the port of a local base domain", () => {
    expect(
      subdomainUrl("fftt", { ...place("localhost"), protocol: "http:", port: "8787" }, "localhost"),
    ).toBe("http://fftt.localhost:8787/#/Landing");
  });
});
