import QRCode from "qrcode";
import { encodeImageAddress } from "../../../../../core/image-address";
import { getBlob } from "../../../lib/api";
import { POSTER } from "./poster-types";

/** Same origin (or data:) images draw on a canvas as they are; others would taint it and go through the proxy. */
export function needsProxy(src: string, origin: string): boolean {
  if (src.startsWith("data:") || src.startsWith("blob:")) return false;
  try {
    return new URL(src, origin).origin !== origin;
  } catch {
    return false;
  }
}

function imageFrom(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.decoding = "async";
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(`image ${src} did not load`));
    image.src = src;
  });
}

/**
 * The club logo ready to draw: other hosts' logos are fetched as a blob through the image proxy with
 * the session token (a plain <img> could not send x-access-token, and would taint the canvas).
 */
export async function loadLogo(src: string | null | undefined, organizationId?: string): Promise<HTMLImageElement | null> {
  if (!src) return null;
  if (!needsProxy(src, window.location.origin)) return imageFrom(src);
  const blob = await getBlob(`/proxy/image/${encodeImageAddress(src)}`, { organizationId });
  const objectUrl = URL.createObjectURL(blob);
  try {
    return await imageFrom(objectUrl);
  } finally {
    // The decoded image keeps its pixels; the blob URL is no longer needed.
    URL.revokeObjectURL(objectUrl);
  }
}

/** The registration QR code, 150 px with its quiet zone, dark on white so it scans when printed. */
export async function qrCanvas(url: string): Promise<HTMLCanvasElement> {
  const canvas = document.createElement("canvas");
  await QRCode.toCanvas(canvas, url, { width: POSTER.qrSize, margin: 2, errorCorrectionLevel: "M", color: { dark: "#0f172a", light: "#ffffff" } });
  return canvas;
}
