import { describe, expect, it } from "vitest";
import { isPublicAddress } from "./address-policy";
import { imageTypeOf, proxyImage } from "./image-proxy";

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
const allowPublicNames = async (host: string) => {
  if (host.endsWith(".private.test")) throw new Error("refused host");
};

function fakeFetch(routes: Record<string, () => Response>): typeof fetch {
  return (async (input: string | URL | Request) => {
    const url = String(input instanceof Request ? input.url : input);
    const route = routes[url];
    if (!route) throw new Error(`unexpected ${url}`);
    return route();
  }) as typeof fetch;
}

describe("address policy", () => {
  it.each([
    "127.0.0.1",
    "10.1.2.3",
    "172.16.0.1",
    "192.168.1.1",
    "169.254.169.254",
    "100.64.0.1",
    "0.0.0.0",
    "::1",
    "fd00::1",
    "fe80::1",
    "::ffff:127.0.0.1",
  ])("refuses %s", (ip) => {
    expect(isPublicAddress(ip)).toBe(false);
  });
  it.each(["93.184.216.34", "2606:4700::1111", "8.8.8.8", "::ffff:8.8.8.8", "2001:4860:4860::8888"])(
    "accepts %s",
    (ip) => {
      expect(isPublicAddress(ip)).toBe(true);
    },
  );
  // Deprecated IPv6 forms that still lead to private or arbitrary IPv4 hosts, in every spelling.
  it.each([
    ["IPv4-compatible, dotted", "::127.0.0.1"],
    ["IPv4-compatible, hex (as the URL parser writes it)", "::7f00:1"],
    ["IPv4-compatible, of a public address", "::8.8.8.8"],
    ["IPv4-compatible, written in full", "0:0:0:0:0:0:a00:1"],
    ["site-local", "fec0::1"],
    ["site-local, top of the range", "feff:ffff::1"],
    ["6to4 of 127.0.0.1", "2002:7f00:1::1"],
    ["6to4 of a public address", "2002:808:808::1"],
    ["IPv4-mapped, hex", "::ffff:7f00:1"],
    ["IPv4-mapped, written in full", "0:0:0:0:0:ffff:a9fe:a9fe"],
    ["a zone index", "fe80::1%eth0"],
    ["not an address", "not-an-address"],
  ])("refuses %s (%s)", (_form, ip) => {
    expect(isPublicAddress(ip)).toBe(false);
  });
});

describe("image content type", () => {
  it("passes on the checked media type alone, normalised", () => {
    expect(imageTypeOf("IMAGE/PNG; charset=utf-8")).toBe("image/png");
    expect(imageTypeOf(" image/jpg ")).toBe("image/jpeg");
    expect(imageTypeOf("image/svg+xml;foo=bar")).toBe("image/svg+xml");
  });
  it.each([
    "image/png-evil",
    "image/png, text/html",
    "image/pngx",
    "text/html; image/png",
    "image/",
    "",
    null,
  ])("refuses %s", (header) => {
    expect(imageTypeOf(header)).toBe(null);
  });
});

describe("image proxy", () => {
  it("returns an image from a public https host", async () => {
    const fetchImpl = fakeFetch({
      "https://img.example.org/logo.png": () =>
        new Response(png, { headers: { "content-type": "image/png" } }),
    });
    const result = await proxyImage(new URL("https://img.example.org/logo.png"), allowPublicNames, fetchImpl);
    expect(result.contentType).toBe("image/png");
    expect(Array.from(result.body)).toEqual(Array.from(png));
  });

  it("answers with the type it checked, never the upstream's header", async () => {
    const fetchImpl = fakeFetch({
      "https://img.example.org/logo.png": () =>
        new Response(png, { headers: { "content-type": "Image/PNG; charset=utf-8" } }),
    });
    expect(
      (await proxyImage(new URL("https://img.example.org/logo.png"), allowPublicNames, fetchImpl))
        .contentType,
    ).toBe("image/png");
    const suffixed = fakeFetch({
      "https://img.example.org/logo.png": () =>
        new Response(png, { headers: { "content-type": "image/png-evil" } }),
    });
    await expect(
      proxyImage(new URL("https://img.example.org/logo.png"), allowPublicNames, suffixed),
    ).rejects.toThrow(/not an image/);
  });

  it("re-checks the host after a redirect", async () => {
    const fetchImpl = fakeFetch({
      "https://img.example.org/logo.png": () =>
        new Response(null, { status: 302, headers: { location: "https://evil.private.test/x.png" } }),
    });
    await expect(
      proxyImage(new URL("https://img.example.org/logo.png"), allowPublicNames, fetchImpl),
    ).rejects.toThrow("refused host");
  });

  it("refuses a redirect to plain http", async () => {
    const fetchImpl = fakeFetch({
      "https://img.example.org/a.png": () =>
        new Response(null, { status: 301, headers: { location: "http://img.example.org/a.png" } }),
    });
    await expect(
      proxyImage(new URL("https://img.example.org/a.png"), allowPublicNames, fetchImpl),
    ).rejects.toThrow(/https/);
  });

  it("refuses what is not an image, and images over the size cap", async () => {
    const html = fakeFetch({
      "https://img.example.org/page": () =>
        new Response("<html>", { headers: { "content-type": "text/html" } }),
    });
    await expect(proxyImage(new URL("https://img.example.org/page"), allowPublicNames, html)).rejects.toThrow(
      /not an image/,
    );
    const huge = fakeFetch({
      "https://img.example.org/big.png": () =>
        new Response(new Uint8Array(3 * 1024 * 1024), { headers: { "content-type": "image/png" } }),
    });
    await expect(
      proxyImage(new URL("https://img.example.org/big.png"), allowPublicNames, huge),
    ).rejects.toThrow(/too large/);
  });

  it("answers 400 (never a 500) for a broken redirect and for a transfer cut midway", async () => {
    const badLocation = fakeFetch({
      "https://img.example.org/a.png": () =>
        new Response(null, { status: 302, headers: { location: "https://[not-an-address/" } }),
    });
    await expect(
      proxyImage(new URL("https://img.example.org/a.png"), allowPublicNames, badLocation),
    ).rejects.toMatchObject({ code: 1, httpStatus: 400 });
    const cut = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(png);
        controller.error(new DOMException("The operation timed out.", "TimeoutError"));
      },
    });
    const slow = fakeFetch({
      "https://img.example.org/slow.png": () =>
        new Response(cut, { headers: { "content-type": "image/png" } }),
    });
    await expect(
      proxyImage(new URL("https://img.example.org/slow.png"), allowPublicNames, slow),
    ).rejects.toMatchObject({ code: 1, httpStatus: 400 });
  });

  it("drops the body of a redirect and of a refused answer at once, freeing the connection", async () => {
    let cancelled = 0;
    const body = () =>
      new ReadableStream<Uint8Array>({
        pull: () => new Promise(() => {}),
        cancel: () => void (cancelled += 1),
      });
    const fetchImpl = fakeFetch({
      "https://img.example.org/a.png": () =>
        new Response(body(), { status: 302, headers: { location: "/page" } }),
      "https://img.example.org/page": () =>
        new Response(body(), { headers: { "content-type": "text/html" } }),
    });
    await expect(
      proxyImage(new URL("https://img.example.org/a.png"), allowPublicNames, fetchImpl),
    ).rejects.toThrow(/not an image/);
    expect(cancelled).toBe(2);
  });
});
