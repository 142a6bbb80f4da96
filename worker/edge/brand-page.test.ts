import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { brands } from "../../core/brands";
import { injectBrand } from "./brand-page";

const template = readFileSync(new URL("../../web/index.html", import.meta.url), "utf8");

describe("injectBrand", () => {
  it("brands the splash painted before the scripts (logo and name), besides title, colours and favicon", () => {
    const html = injectBrand(template, { brand: brands.fftt, federationId: null, baseDomain: "clubcost.app" });
    expect(html).toMatch(new RegExp(`<img[^>]*id="cc-shell-logo"[^>]*src="${brands.fftt.logo}"`));
    expect(html).toContain(`id="cc-shell-name" class="text-3xl font-bold tracking-tight">${brands.fftt.name}<`);
    expect(html).toContain(`<title>${brands.fftt.name}</title>`);
    expect(html).toMatch(new RegExp(`id="cc-favicon"[^>]*href="${brands.fftt.logo}"`));
  });

  it("escapes what it writes into the page", () => {
    const brand = { ...brands.default, name: 'A <b>"club"</b> & $1' };
    const html = injectBrand(template, { brand, federationId: null });
    expect(html).toContain(">A &lt;b&gt;&quot;club&quot;&lt;/b&gt; &amp; $1<");
  });
});
