/**
 * The brand's logo for the general-meeting pack (decision 174). The logos are SVG and pdf-lib embeds
 * PNG or JPEG only, so the browser draws the SVG on a canvas and hands over a PNG. Anything that stops
 * it (a logo that does not load, a browser that will not draw SVG on a canvas, a tainted canvas) gives
 * null and the pack is made without a logo rather than not at all.
 */

/** Pixels per side: 256 for a logo printed 40 pt wide is over 450 dpi, sharp on paper. */
export const LOGO_PIXELS = 256;
const LOAD_TIMEOUT_MS = 5000;

/**
 * The SVG with a width and height of its own on its root: a viewBox alone gives some browsers no
 * intrinsic size to draw on a canvas (Firefox refuses it). Null when the text holds no <svg> element.
 */
export function sizedSvg(svg: string, pixels: number): string | null {
  const open = /<svg\b[^>]*>/i.exec(svg);
  if (!open) return null;
  const tag = open[0]
    .replace(/\s(width|height)\s*=\s*("[^"]*"|'[^']*')/gi, "")
    .replace(/^<svg\b/i, `<svg width="${pixels}" height="${pixels}"`);
  return svg.slice(0, open.index) + tag + svg.slice(open.index + open[0].length);
}

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    const timer = setTimeout(() => reject(new Error("logo timeout")), LOAD_TIMEOUT_MS);
    image.onload = () => {
      clearTimeout(timer);
      resolve(image);
    };
    image.onerror = () => {
      clearTimeout(timer);
      reject(new Error("logo not loaded"));
    };
    image.src = url;
  });
}

/** The logo at this address as square PNG bytes, or null when it cannot be drawn. */
export async function logoPng(address: string, pixels = LOGO_PIXELS): Promise<Uint8Array | null> {
  try {
    const response = await fetch(address);
    if (!response.ok) return null;
    const svg = sizedSvg(await response.text(), pixels);
    if (!svg) return null;
    const url = URL.createObjectURL(new Blob([svg], { type: "image/svg+xml" }));
    try {
      const image = await loadImage(url);
      const canvas = document.createElement("canvas");
      canvas.width = pixels;
      canvas.height = pixels;
      const context = canvas.getContext("2d");
      if (!context) return null;
      context.drawImage(image, 0, 0, pixels, pixels);
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/png"));
      return blob ? new Uint8Array(await blob.arrayBuffer()) : null;
    } finally {
      URL.revokeObjectURL(url);
    }
  } catch {
    return null;
  }
}
