import { AppError, errorCodes } from "#core/errors";
import { decodeImageAddress } from "#core/image-address";
import { isForbiddenHostname } from "./address-policy";

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
export const IMAGE_TIMEOUT_MS = 5000;
const MAX_REDIRECTS = 3;

/** Resolves a host name to its addresses; refuses (throws) when any is not public. */
export type HostGuard = (hostname: string) => Promise<void>;

/** The one kind of request the proxy makes: a GET, redirects left to it, under its time limit. */
export type ImageFetch = (
  url: URL,
  init: { redirect: "manual"; signal: AbortSignal; headers: Record<string, string> },
) => Promise<Response>;

function refuse(message: string): never {
  throw new AppError(errorCodes.invalidParameter, { httpStatus: 400, field: "url", message });
}

export function decodeTarget(encoded: string): URL {
  let text: string;
  try {
    text = decodeImageAddress(encoded);
  } catch {
    refuse("The image address is not valid base64.");
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    refuse("The image address is not a URL.");
  }
  return url;
}

async function checkTarget(url: URL, guard: HostGuard) {
  if (url.protocol !== "https:") refuse("Only https images can be fetched.");
  if (url.username || url.password) refuse("Credentials in image addresses are refused.");
  if (isForbiddenHostname(url.hostname)) refuse("This host is not allowed.");
  await guard(url.hostname.replace(/^\[|\]$/g, ""));
}

/** Fetches a poster image: https only, public hosts only (each redirect re-checked), image types, capped. */
export async function proxyImage(
  target: URL,
  guard: HostGuard,
  fetchImpl: ImageFetch = fetch,
): Promise<{ body: Uint8Array; contentType: string }> {
  let url = target;
  const signal = AbortSignal.timeout(IMAGE_TIMEOUT_MS);
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    await checkTarget(url, guard);
    const response = await fetchImpl(url, {
      redirect: "manual",
      signal,
      headers: { accept: "image/*" },
    }).catch(() => refuse("The image could not be fetched."));
    // A body left unread would keep its connection open until the time limit: dropped at once.
    const drop = () => response.body?.cancel().catch(() => undefined);
    if (response.status >= 300 && response.status < 400) {
      await drop();
      const location = response.headers.get("location");
      if (!location) refuse("The image could not be fetched.");
      url = (() => {
        try {
          return new URL(location, url);
        } catch {
          refuse("The image could not be fetched.");
        }
      })();
      continue;
    }
    const contentType = imageTypeOf(response.headers.get("content-type"));
    const problem = !response.ok
      ? "The image could not be fetched."
      : !contentType
        ? "This address is not an image."
        : Number(response.headers.get("content-length") ?? 0) > MAX_IMAGE_BYTES
          ? "The image is too large."
          : null;
    if (problem || !contentType) {
      await drop();
      refuse(problem ?? "This address is not an image.");
    }
    const body = await readCapped(response, MAX_IMAGE_BYTES);
    return { body, contentType };
  }
  refuse("Too many redirects.");
}

/** The image types passed on, by the media type an upstream may spell in several ways. */
const IMAGE_TYPES: Record<string, string> = {
  "image/png": "image/png",
  "image/jpeg": "image/jpeg",
  "image/jpg": "image/jpeg",
  "image/gif": "image/gif",
  "image/webp": "image/webp",
  "image/svg+xml": "image/svg+xml",
};

/**
 * The one type the answer will carry, or null: the media type alone, lower case, from the list.
 * Parameters, a second type after a comma, anything after the name are never passed on: the
 * browser reads the header we send, so it must be the one that was checked.
 */
export function imageTypeOf(header: string | null): string | null {
  const mediaType = (header ?? "").split(";")[0].trim().toLowerCase();
  return Object.hasOwn(IMAGE_TYPES, mediaType) ? IMAGE_TYPES[mediaType] : null;
}

async function readCapped(response: Response, max: number): Promise<Uint8Array> {
  const reader = response.body?.getReader();
  if (!reader) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    // The time limit can end the transfer midway: that is a failed fetch, not a server error.
    const { done, value } = await reader.read().catch(() => refuse("The image could not be fetched."));
    if (done) break;
    size += value.length;
    if (size > max) {
      await reader.cancel();
      refuse("The image is too large.");
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}
