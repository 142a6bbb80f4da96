import { readdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brands } from "#core/brands";
import { DEMO_FEDERATION_ID } from "../../worker/seed/demo";
import { ASSETS_DIR } from "./build-worker";
import { type EdgeWorld, startEdgeWorld } from "./worker-harness";

let world: EdgeWorld;
beforeAll(async () => {
  world = await startEdgeWorld();
});
afterAll(() => world?.close());

const page = (host: string, path = "/") =>
  world.fetch(`https://${host}${path}`, { headers: { accept: "text/html" } });
const brandMeta = (html: string) =>
  JSON.parse(
    (html.match(/<meta name="cc-brand" content="([^"]*)"/)?.[1] ?? "{}")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, "&"),
  );

describe("brands at the edge (host -> federation -> brand)", () => {
  it.each([
    ["clubcost.test", brands.default],
    ["fftt.clubcost.test", brands.fftt],
    ["fft.clubcost.test", brands.fft],
    ["ffhb.clubcost.test", brands.ffhb],
  ])("%s gets its brand injected into index.html before any script runs", async (host, brand) => {
    const response = await page(host);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<title>${brand.name}</title>`);
    expect(html).toContain(`--brand-primary:${brand.primary}`);
    expect(html).toContain(`--brand-accent:${brand.accent}`);
    expect(html).toMatch(new RegExp(`<link[^>]*id="cc-favicon"[^>]*href="${brand.logo}"`));
    expect(html).toContain(`<html lang="${brand.locale.slice(0, 2)}"`);
    const meta = brandMeta(html);
    expect(meta).toMatchObject({ key: brand.key, name: brand.name, logo: brand.logo, locale: brand.locale });
  });

  it("names the federation of a known subdomain (from the database, over libSQL HTTP)", async () => {
    expect(brandMeta(await (await page("fftt.clubcost.test")).text()).federationId).toBe(DEMO_FEDERATION_ID);
    expect(brandMeta(await (await page("fft.clubcost.test")).text()).federationId).toBeNull();
  });

  it("falls back to the default brand for unknown subdomains and other hosts", async () => {
    for (const host of ["unknown.clubcost.test", "www.clubcost.test", "elsewhere.example"]) {
      const meta = brandMeta(await (await page(host)).text());
      expect(meta.key, host).toBe("default");
      expect(meta.federationId, host).toBeNull();
    }
  });

  it("serves every app route (no file extension) as the branded page", async () => {
    const html = await (await page("fftt.clubcost.test", "/some/deep/route")).text();
    expect(brandMeta(html).key).toBe("fftt");
  });
});

describe("caching headers", () => {
  it("serves hashed build assets straight from the assets, cached for a year", async () => {
    const file = readdirSync(`${ASSETS_DIR}/assets`).find((name) => name.endsWith(".js"));
    const response = await world.fetch(`https://fftt.clubcost.test/assets/${file}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-type")).toMatch(/javascript/);
  });

  it("keeps the page itself always revalidated, per host", async () => {
    const response = await page("fft.clubcost.test");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(response.headers.get("vary")).toMatch(/host/i);
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(response.headers.get("permissions-policy")).toContain("camera=(), microphone=(), geolocation=()");
  });

  it("allows PayPal's SDK in the payment page's document only (issue 39.9)", async () => {
    expect((await page("fft.clubcost.test")).headers.get("content-security-policy")).not.toContain("paypal");
    const payment = await page("clubcost.test", "/payment");
    expect(payment.status).toBe(200);
    expect(payment.headers.get("content-security-policy")).toMatch(
      /script-src 'self' https:\/\/www\.paypal\.com/,
    );
  });

  it("never lets a cache keep API answers", async () => {
    const response = await world.fetch("https://clubcost.test/api/support/config");
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("serves the other public files (brand logos) through the Worker from the assets", async () => {
    const response = await world.fetch("https://fftt.clubcost.test/brands/fftt.svg");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/svg/);
  });
});
