import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login("club@demo.clubcost.app");
});
afterAll(() => t.close());

const encode = (url: string) => btoa(url);

describe("GET /api/proxy/image/{base64 url}", () => {
  it("is for logged-in users", async () => {
    expect((await t.call(`/api/proxy/image/${encode("https://example.org/a.png")}`)).http).toBe(401);
  });

  it.each([
    "https://127.0.0.1/logo.png",
    "https://localhost/logo.png",
    "https://10.0.0.5/logo.png",
    "https://192.168.1.10/logo.png",
    "https://169.254.169.254/latest/meta-data/",
    "https://[::1]/logo.png",
    "https://[::127.0.0.1]/logo.png",
    "https://[fec0::1]/logo.png",
    "https://[2002:7f00:1::1]/logo.png",
    "http://example.org/logo.png",
    "file:///etc/passwd",
    "https://user:pass@example.org/logo.png",
  ])("refuses %s with 400", async (url) => {
    const { http, body } = await t.call(`/api/proxy/image/${encode(url)}`, { token });
    expect(http).toBe(400);
    expect(body.field).toBe("url");
  });

  it("serves an SVG under its own sandboxing policy, not the app's", async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    const images = await createTestApp({
      demo: true,
      overrides: {
        imageHostGuard: async () => undefined,
        imageFetch: async () =>
          new Response(svg, { headers: { "content-type": "Image/SVG+XML; charset=utf-8" } }),
      },
    });
    try {
      const answer = await images.request(
        `/api/proxy/image/${encode("https://images.example.org/logo.svg")}`,
        { token: await images.login("club@demo.clubcost.app") },
      );
      expect(answer.status).toBe(200);
      expect(answer.headers.get("content-security-policy")).toBe(
        "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      );
      // The type checked, not the upstream's header, and the other security headers still come with it.
      expect(answer.headers.get("content-type")).toBe("image/svg+xml");
      expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
    } finally {
      images.close();
    }
  });

  it("refuses what is not base64 of a URL", async () => {
    expect((await t.call("/api/proxy/image/%%%", { token })).http).toBe(400);
    expect((await t.call(`/api/proxy/image/${encode("not a url")}`, { token })).http).toBe(400);
  });
});
