import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { brandOfHost, brands } from "#core/brands";
import type { Deps } from "../deps";
import { contextOf } from "./authenticate";
import type { AppEnv } from "./context";
import { hostBrand } from "./host-brand";

const deps = { config: { baseDomain: "clubcost.example" } } as unknown as Deps;

/** An app with the API's order: deps, the host's brand, then whatever `between` does, then a route. */
function appWith(between?: (c: { set: (key: "brand", value: (typeof brands)["fft"]) => void }) => void) {
  const app = new Hono<AppEnv>();
  app.use("*", async (c, next) => {
    c.set("deps", deps);
    await next();
  });
  app.use("*", hostBrand);
  if (between)
    app.use("*", async (c, next) => {
      between(c);
      await next();
    });
  app.get("/brand", (c) => c.text(contextOf(c).brand.key));
  return app;
}

const brandAt = async (app: Hono<AppEnv>, host: string) =>
  (await app.request("/brand", { headers: { host } })).text();

describe("the host's brand, resolved once per request", () => {
  it("names the customer brand of the host's subdomain, the default brand elsewhere", async () => {
    const app = appWith();
    expect(await brandAt(app, "fftt.clubcost.example")).toBe("fftt");
    expect(await brandAt(app, "clubcost.example")).toBe("default");
    expect(await brandAt(app, "ligue.clubcost.example")).toBe("default");
    expect(await brandAt(app, "fftt.elsewhere.example")).toBe("default");
  });

  it("reaches the services from the context, never read from the host a second time", async () => {
    // The host says fftt; what the request resolved (here replaced) is what contextOf hands on.
    const app = appWith((c) => c.set("brand", brands.fft));
    expect(await brandAt(app, "fftt.clubcost.example")).toBe("fft");
  });

  it("brandOfHost also gives the subdomain that chose the brand", () => {
    expect(brandOfHost("fft.clubcost.example:8443", "clubcost.example")).toEqual({
      brand: brands.fft,
      subdomain: "fft",
    });
    expect(brandOfHost("clubcost.example", "clubcost.example")).toEqual({
      brand: brands.default,
      subdomain: null,
    });
  });
});
