import { readFile, stat } from "node:fs/promises";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = "br" | "gzip";

// Text is worth packing; images (png), fonts (woff2) and the like are packed already.
const compressible = /^(text\/|application\/(json|manifest\+json|javascript)|image\/svg\+xml)/;
const MIN_BYTES = 1024;

/** The encoding to answer with: brotli when the client takes it, else gzip, else none. */
export function pickEncoding(
  acceptEncoding: string | null,
  contentType: string,
  size: number,
): Encoding | null {
  if (size < MIN_BYTES || !compressible.test(contentType)) return null;
  const accepted = (acceptEncoding ?? "")
    .split(",")
    .map((part) => part.trim().split(";"))
    .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, "")) > 0)
    .map(([name]) => name.trim().toLowerCase());
  if (accepted.includes("br")) return "br";
  if (accepted.includes("gzip")) return "gzip";
  return null;
}

/** Packs a small answer that changes per request (the branded index.html): fast settings, no cache. */
export function compressNow(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === "br"
    ? brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipAsync(body, { level: 6 });
}

/** The build's brotli copy of a file (`x.js.br`, web/vite.config.ts), unless the file is newer than it. */
async function builtCopy(path: string, fileMtimeMs: number): Promise<Buffer | null> {
  const copy = await stat(`${path}.br`).catch(() => null);
  return copy?.isFile() && copy.mtimeMs >= fileMtimeMs ? readFile(`${path}.br`) : null;
}

/**
 * Packs each file once per version (size and modification time) and keeps the latest result per path:
 * the Worker gets this from Cloudflare's edge, the Node server does it itself. For brotli the build's
 * copy comes first; else brotli at quality 9, which packs nearly as well as 11 at a fraction of the
 * time, and the first request pays it only once.
 */
export function compressionCache() {
  const packed = new Map<string, { version: string; result: Promise<Buffer> }>();
  return (
    path: string,
    file: { size: number; mtimeMs: number },
    body: Buffer,
    encoding: Encoding,
  ): Promise<Buffer> => {
    const id = `${encoding}:${path}`;
    const version = `${file.size}:${file.mtimeMs}`;
    const known = packed.get(id);
    if (known?.version === version) return known.result;
    const result =
      encoding === "br"
        ? builtCopy(path, file.mtimeMs).then(
            (copy) =>
              copy ??
              brotli(body, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: 9,
                  [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
                },
              }),
          )
        : gzipAsync(body, { level: 9 });
    result.catch(() => packed.delete(id));
    packed.set(id, { version, result });
    return result;
  };
}
