import { describe, expect, it } from "vitest";
import { federationSection, hashFormOf, paths, safeNext } from "./paths";

describe("paths", () => {
  it("builds the routes of product.md section 2", () => {
    expect(paths.calculator("c 1")).toBe("/c%201/calculator");
    expect(paths.calcTemplate("f1")).toBe("/f1/calctemplate");
    expect(paths.federation("f1")).toBe("/federation/f1/details");
    expect(paths.federation("f1", "clubs")).toBe("/federation/f1/clubs");
    expect(paths.join()).toBe("/join");
    expect(paths.join("club", "AB12")).toBe("/join/club/AB12");
    expect(paths.organization({ id: "f1", type: "federation" })).toBe("/federation/f1/details");
    expect(paths.organization({ id: "c1", type: "club" })).toBe("/c1/calculator");
  });

  it("opens the details tab for 'details' and the club list for any other section", () => {
    expect(federationSection("details")).toBe("details");
    expect(federationSection("statistics")).toBe("statistics");
    expect(federationSection("anything")).toBe("clubs");
    expect(federationSection(undefined)).toBe("clubs");
  });

  it("follows only same-app paths after login", () => {
    expect(safeNext("/join/club/AB12")).toBe("/join/club/AB12");
    expect(safeNext("//evil.example")).toBeNull();
    expect(safeNext("https://evil.example")).toBeNull();
    expect(safeNext("/login?next=/x")).toBeNull();
    expect(safeNext(null)).toBeNull();
  });

  it("rewrites a link without the hash into the hash form", () => {
    expect(hashFormOf({ pathname: "/join/club/AB12", search: "", hash: "" })).toBe("/#/join/club/AB12");
    expect(hashFormOf({ pathname: "/", search: "", hash: "#/Landing" })).toBeNull();
    expect(hashFormOf({ pathname: "/index.html", search: "", hash: "" })).toBeNull();
  });
});
