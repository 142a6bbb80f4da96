import { type LookupAddress, lookup as dnsLookup, type LookupAllOptions } from "node:dns";
import { request } from "node:https";
import type { LookupFunction } from "node:net";
import { Readable } from "node:stream";
import { isPublicAddress } from "../../services/proxy/address-policy";
import type { ImageFetch } from "../../services/proxy/image-proxy";

/**
 * `dns.lookup` for the image proxy's connections: it refuses a host any of whose addresses is not
 * public. The address checked is the one the socket then connects to, so a name that resolves to a
 * public address for the proxy's check and to 127.0.0.1 a moment later (DNS rebinding) gets nowhere.
 */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true } as LookupAllOptions, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, "", 0);
    if (!addresses.length || addresses.some((a) => !isPublicAddress(a.address))) {
      return callback(
        Object.assign(new Error(`${hostname} is not a public host`), { code: "EHOSTNOTPUBLIC" }),
        "",
        0,
      );
    }
    if (options.all) return (callback as unknown as (e: null, all: LookupAddress[]) => void)(null, addresses);
    callback(null, addresses[0].address, addresses[0].family);
  });
};

/** The image proxy's fetch on Node: one https GET whose connection goes through `publicOnlyLookup`. */
export const guardedImageFetch: ImageFetch = (url, init) =>
  new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      { method: "GET", headers: init.headers, signal: init.signal, lookup: publicOnlyLookup },
      (incoming) => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(incoming.headers))
          if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
        const status = incoming.statusCode ?? 502;
        const body = [204, 205, 304].includes(status)
          ? null
          : (Readable.toWeb(incoming) as ReadableStream<Uint8Array>);
        resolve(new Response(body, { status: status >= 200 && status <= 599 ? status : 502, headers }));
      },
    );
    outgoing.on("error", reject);
    outgoing.end();
  });
