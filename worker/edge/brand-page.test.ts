import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { brands } from "#core/brands";
import { shellCookieNotice } from "../../web/src/components/shell-cookie-notice";
import type { Database } from "../deps";
import { BRAND_CACHE_MAX, brandCacheSize, injectBrand, resolveBrand } from "./brand-page";

// index.html as built: the Vite plugin writes the static cookie notice in.
const withNotice = shellCookieNotice().transformIndexHtml as (html: string) => string;
const template = withNotice(readFileSync(new URL("../../web/index.html", import.meta.url), "utf8"));
const cookieTexts = (language: string) =>
  JSON.parse(readFileSync(new URL(`../../locales/${language}/cookies.json`, import.meta.url), "utf8"));

describe("injectBrand", () => {
  it("brands the splash painted before the scripts (logo and name), besides title, colours and favicon", () => {
    const html = injectBrand(template, {
      brand: brands.fftt,
      federationId: null,
      baseDomain: "clubcost.app",
    });
    expect(html).toMatch(new RegExp(`<img[^>]*id="cc-shell-logo"[^>]*src="${brands.fftt.logo}"`));
    expect(html).toContain(
      `id="cc-shell-name" data-cc-brand-name class="text-3xl font-bold tracking-tight">${brands.fftt.name}<`,
    );
    expect(html).toContain(`<title>${brands.fftt.name}</title>`);
    expect(html).toMatch(new RegExp(`id="cc-favicon"[^>]*href="${brands.fftt.logo}"`));
  });

  it("paints the cookie notice in both languages with the brand's name, before any script", () => {
    const html = injectBrand(template, {
      brand: brands.fftt,
      federationId: null,
      baseDomain: "clubcost.app",
    });
    const notice = html.slice(
      html.indexOf('<section id="cc-shell-cookies"'),
      html.indexOf("</section>") + 10,
    );
    for (const language of ["fr", "en"]) {
      const [before, after] = (cookieTexts(language).text as string).split("{{brand}}");
      const paragraph = notice.match(new RegExp(`<p lang="${language}"[^>]*>(.*?)</p>`))?.[1] ?? "";
      // Apostrophes are escaped as HTML entities; compare the words around the brand.
      const plain = paragraph.replace(/<[^>]+>/g, "").replace(/&#39;/g, "'");
      expect(plain).toBe(`${before}${brands.fftt.name}${after}`);
      expect(notice).toContain(
        `<span lang="${language}">${cookieTexts(language).accept.replace(/'/g, "&#39;")}</span>`,
      );
    }
    expect(html).not.toContain("<!-- cookie-notice -->");
  });

  it("escapes what it writes into the page", () => {
    const brand = { ...brands.default, name: 'A <b>"club"</b> & $1' };
    const html = injectBrand(template, { brand, federationId: null });
    expect(html).toContain(">A &lt;b&gt;&quot;club&quot;&lt;/b&gt; &amp; $1<");
  });
});

describe("resolveBrand (issue 39.3)", () => {
  /** A database that counts the lookups asked of it (and fails them: the brand resolves all the same). */
  function countingDb() {
    const lookups = { count: 0 };
    const db = (): Database => {
      lookups.count += 1;
      throw new Error("no database in this test");
    };
    return { lookups, db };
  }
  const randomLabel = () =>
    Array.from(crypto.getRandomValues(new Uint8Array(24)), (byte) => (byte % 36).toString(36)).join("");

  it("looks up no host outside the base domain, and keeps nothing of them", async () => {
    const { lookups, db } = countingDb();
    const before = brandCacheSize();
    for (let i = 0; i < 5_000; i++)
      await resolveBrand(`${randomLabel()}.${randomLabel()}.example.org`, "clubcost.app", db, 0);
    for (let i = 0; i < 5_000; i++) await resolveBrand(`${randomLabel()}.example.org`, undefined, db, 0);
    expect([lookups.count, brandCacheSize()]).toEqual([0, before]);
  });

  it("still looks up the known brands locally and the base domain's subdomains", async () => {
    const { lookups, db } = countingDb();
    expect((await resolveBrand("fftt.localhost:8787", undefined, db, 0)).brand).toEqual(brands.fftt);
    expect((await resolveBrand("ligue-idf.clubcost.app", "clubcost.app", db, 0)).brand).toEqual(
      brands.default,
    );
    expect(lookups.count).toBe(2);
  });

  it("keeps a bounded number of subdomains, however many are asked", async () => {
    const { db } = countingDb();
    for (let i = 0; i < BRAND_CACHE_MAX + 500; i++)
      await resolveBrand(`f${i}.clubcost.app`, "clubcost.app", db, 0);
    expect(brandCacheSize()).toBe(BRAND_CACHE_MAX);
  });
});
