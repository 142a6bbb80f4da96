/**
 * The address of an outside image as `GET /api/proxy/image/{encoded}` carries it: base64url of the
 * normalised href. The web app encodes (poster), the server decodes (worker/services/proxy); one codec
 * here keeps both sides reading the same thing.
 */

// core is type-checked without DOM or Node types; the browser, Node and Workers all provide these.
declare const URL: new (url: string) => { href: string };
declare const TextEncoder: new () => { encode(text: string): Uint8Array };
declare function btoa(binary: string): string;
declare function atob(encoded: string): string;

/** base64url of the address; the normalised href is pure ASCII (punycode, percent-encoding), so atob reads it back intact. */
export function encodeImageAddress(url: string): string {
  let ascii = url;
  try {
    ascii = new URL(url).href;
  } catch {
    // Not a URL: sent as is, and the server answers 400.
  }
  let binary = "";
  for (const byte of new TextEncoder().encode(ascii)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The text an encoded address stands for; throws when it is not base64url. */
export function decodeImageAddress(encoded: string): string {
  return atob(encoded.replace(/-/g, "+").replace(/_/g, "/"));
}
