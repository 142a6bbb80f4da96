import { mkdtempSync, mkdirSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import type { Database, FlagStore } from "../../deps";
import { pickEncoding } from "./compression";
import { staticPages } from "./static-pages";

const script = `export const text = "${"ClubCost ".repeat(400)}";\n`;

/** A built web app in a fresh folder: a script, an image and the page. */
function builtFiles() {
  const root = mkdtempSync(join(tmpdir(), "cc-static-"));
  mkdirSync(join(root, "assets"));
  writeFileSync(join(root, "assets/app-abc123.js"), script);
  writeFileSync(join(root, "assets/logo.png"), Buffer.alloc(4096, 7));
  writeFileSync(
    join(root, "index.html"),
    `<!doctype html><html><head><meta name="cc-brand" content=""></head><body>${"<p>x</p>".repeat(300)}</body></html>`,
  );
  return root;
}

function site(root = builtFiles()) {
  const flags = { readFresh: async () => false } as unknown as FlagStore;
  return staticPages({ root, db: (() => ({})) as unknown as () => Database, flags });
}

const get = (serve: ReturnType<typeof site>, path: string, encoding?: string) =>
  serve(new Request(`http://localhost${path}`, { headers: encoding ? { "accept-encoding": encoding } : {} }));

describe("pickEncoding", () => {
  it("prefers brotli, falls back to gzip, and leaves small or packed files alone", () => {
    expect(pickEncoding("gzip, deflate, br, zstd", "text/javascript", 5000)).toBe("br");
    expect(pickEncoding("gzip, br;q=0", "text/css", 5000)).toBe("gzip");
    expect(pickEncoding("br", "text/css", 100)).toBeNull();
    expect(pickEncoding("br", "image/png", 5000)).toBeNull();
    expect(pickEncoding(null, "text/css", 5000)).toBeNull();
  });
});

describe("static pages of the Node server", () => {
  it("sends built scripts packed with brotli or gzip, same bytes once unpacked, cached for a year", async () => {
    const serve = site();
    const br = await get(serve, "/assets/app-abc123.js", "gzip, br");
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toBe("accept-encoding");
    expect(br.headers.get("cache-control")).toContain("immutable");
    const packed = Buffer.from(await br.arrayBuffer());
    expect(packed.length).toBeLessThan(script.length / 4);
    expect(brotliDecompressSync(packed).toString()).toBe(script);

    const gz = await get(serve, "/assets/app-abc123.js", "gzip");
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(script);

    const plain = await get(serve, "/assets/app-abc123.js");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it("never packs images and packs the page itself", async () => {
    const serve = site();
    expect((await get(serve, "/assets/logo.png", "br")).headers.get("content-encoding")).toBeNull();
    const page = await get(serve, "/", "br");
    expect(page.headers.get("content-encoding")).toBe("br");
    expect(page.headers.get("cache-control")).toBe("no-cache");
    expect(brotliDecompressSync(Buffer.from(await page.arrayBuffer())).toString()).toContain("<p>x</p>");
  });
});

describe("the build's brotli copies (web/vite.config.ts)", () => {
  it("are sent as they are to a client that takes brotli, and left aside once the file is newer", async () => {
    const root = builtFiles();
    // A copy that differs from what the server would pack shows which one was sent.
    const copy = `export const text = "from the build's copy";\n`;
    writeFileSync(join(root, "assets/app-abc123.js.br"), brotliCompressSync(copy));
    const serve = site(root);
    const br = await get(serve, "/assets/app-abc123.js", "br");
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(copy);
    const gz = await get(serve, "/assets/app-abc123.js", "gzip");
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(script);

    const later = new Date(Date.now() + 60_000);
    utimesSync(join(root, "assets/app-abc123.js"), later, later);
    const stale = await get(site(root), "/assets/app-abc123.js", "br");
    expect(brotliDecompressSync(Buffer.from(await stale.arrayBuffer())).toString()).toBe(script);
  });
});

describe("paths that do not decode", () => {
  it("answer not found, not a server error", async () => {
    const serve = site();
    for (const path of ["/%", "/%E0%A4%A", "/assets/%ZZ.js"])
      expect((await get(serve, path)).status, path).toBe(404);
  });
});

describe("missing files after a deploy", () => {
  it("answer 404, never cached, while the app's routes keep the page", async () => {
    const serve = site();
    for (const path of ["/assets/index-old123.js", "/assets/gone.css", "/favicon-old.png"]) {
      const missing = await get(serve, path);
      expect(missing.status, path).toBe(404);
      expect(missing.headers.get("cache-control"), path).toBe("no-store");
      expect(await missing.text(), path).not.toContain("<html");
    }
    for (const path of ["/", "/some-route", "/join/club/ABC"]) {
      const page = await get(serve, path);
      expect(page.status, path).toBe(200);
      expect(page.headers.get("cache-control"), path).toBe("no-cache");
      expect(await page.text(), path).toContain("<p>x</p>");
    }
  });
});
