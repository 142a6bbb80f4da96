import QRCode from "qrcode";
import { encodeImageAddress } from "#core/image-address";
import { activeBrand } from "../../lib/brand";
import { getBlob } from "../../lib/api";
import { POSTER } from "../../lib/calculator-model/poster-types";

/** Same origin (or data:) images draw on a canvas as they are; others would taint it and go through the proxy. */
export function needsProxy(src: string, origin: string): boolean {
  if (src.startsWith("data:") || src.startsWith("blob:")) return false;
  try {
    return new URL(src, origin).origin !== origin;
  } catch {
    return false;
  }
}

/** Loaded and decoded, so that drawing it on the poster never waits (issue 31.12). */
async function imageFrom(src: string): Promise<HTMLImageElement> {
  const image = new Image();
  image.decoding = "async";
  const loaded = new Promise<void>((resolve, reject) => {
    image.onload = () => resolve();
    image.onerror = () => reject(new Error(`image ${src} did not load`));
  });
  image.src = src;
  await loaded;
  // decode() may refuse an image the browser already shows (an SVG in some engines): it is loaded anyway.
  await image.decode().catch(() => undefined);
  return image;
}

async function fetchLogo(src: string, organizationId: string | undefined): Promise<HTMLImageElement> {
  if (!needsProxy(src, window.location.origin)) return imageFrom(src);
  const blob = await getBlob(`/proxy/image/${encodeImageAddress(src)}`, { organizationId });
  // The object URL lives as long as the cached image: a few KB, and the image can be drawn again at any time.
  return imageFrom(URL.createObjectURL(blob));
}

/**
 * A small cache of promises by key: every poster of the session reuses one decoded logo and one QR code
 * per address instead of fetching and decoding them again at each opening (issue 31.12). A failed load
 * is forgotten, so the next opening tries again; past `size` keys the oldest goes.
 */
export function promiseCache<T>(size: number) {
  const entries = new Map<string, Promise<T>>();
  return (key: string, load: () => Promise<T>): Promise<T> => {
    const known = entries.get(key);
    if (known) return known;
    const pending = load();
    entries.set(key, pending);
    pending.catch(() => {
      if (entries.get(key) === pending) entries.delete(key);
    });
    while (entries.size > size) entries.delete(entries.keys().next().value as string);
    return pending;
  };
}

const logos = promiseCache<HTMLImageElement>(8);
const qrCodes = promiseCache<HTMLCanvasElement>(8);

/**
 * The club logo ready to draw: other hosts' logos are fetched as a blob through the image proxy with
 * the session token (a plain <img> could not send x-access-token, and would taint the canvas).
 */
export function loadLogo(
  src: string | null | undefined,
  organizationId?: string,
): Promise<HTMLImageElement | null> {
  if (!src) return Promise.resolve(null);
  return logos(src, () => fetchLogo(src, organizationId));
}

/** The club's logo, or the brand's when the club has none or its logo fails (`failed` says so, for the dialog). */
export async function posterLogo(
  src: string | null | undefined,
  organizationId: string,
): Promise<{ logo: HTMLImageElement | null; failed: boolean }> {
  try {
    const logo = await loadLogo(src, organizationId);
    if (logo) return { logo, failed: false };
  } catch {
    // Falls through to the brand's own logo, and the dialog says so.
  }
  return { logo: await loadLogo(activeBrand().logo).catch(() => null), failed: Boolean(src) };
}

/** Starts loading and decoding the logo a poster will draw (the poster button's hover, focus or idle). */
export function warmPosterLogo(src: string | null | undefined, organizationId: string): void {
  void posterLogo(src, organizationId);
}

/** The registration QR code, 150 px with its quiet zone, dark on white so it scans when printed. */
export function qrCanvas(url: string): Promise<HTMLCanvasElement> {
  return qrCodes(url, async () => {
    const canvas = document.createElement("canvas");
    await QRCode.toCanvas(canvas, url, {
      width: POSTER.qrSize,
      margin: 2,
      errorCorrectionLevel: "M",
      color: { dark: "#0f172a", light: "#ffffff" },
    });
    return canvas;
  });
}
