/**
 * Addresses the image proxy must never reach: loopback, private, link-local (cloud metadata),
 * carrier-grade NAT, multicast, reserved and unspecified ranges, in IPv4 and IPv6 forms.
 */
export function isPublicAddress(ip: string): boolean {
  if (/^\d+\.\d+\.\d+\.\d+$/.test(ip)) return isPublicV4(ip.split(".").map(Number));
  const words = ipv6Words(ip);
  // What does not parse is not an address we can vouch for.
  return words !== null && isPublicV6(words);
}

function isPublicV4([a, b]: number[]): boolean {
  if (a === 0 || a === 10 || a === 127) return false;
  if (a === 169 && b === 254) return false; // link-local, metadata 169.254.169.254
  if (a === 172 && b >= 16 && b <= 31) return false;
  if (a === 192 && b === 168) return false;
  if (a === 100 && b >= 64 && b <= 127) return false; // carrier-grade NAT
  if (a === 192 && b === 0) return false;
  if (a === 198 && (b === 18 || b === 19)) return false;
  if (a >= 224) return false; // multicast and reserved
  return true;
}

function isPublicV6(w: number[]): boolean {
  const zeroPrefix = (n: number) => w.slice(0, n).every((x) => x === 0);
  // IPv4-mapped (::ffff:a.b.c.d): the socket reaches the IPv4 address, so that one is judged.
  if (zeroPrefix(5) && w[5] === 0xffff) return isPublicV4([w[6] >> 8, w[6] & 0xff]);
  // Unspecified, loopback and the deprecated IPv4-compatible ::a.b.c.d (some stacks still route it).
  if (zeroPrefix(6)) return false;
  if ((w[0] & 0xfe00) === 0xfc00) return false; // unique local fc00::/7
  if ((w[0] & 0xffc0) === 0xfe80) return false; // link-local fe80::/10
  if ((w[0] & 0xffc0) === 0xfec0) return false; // site-local fec0::/10 (deprecated, still private)
  if ((w[0] & 0xff00) === 0xff00) return false; // multicast
  if (w[0] === 0x2002) return false; // 6to4: relays reach whatever IPv4 address it embeds
  if (w[0] === 0x64 && w[1] === 0xff9b) return false; // NAT64, which embeds an IPv4 address
  if (w[0] === 0x2001 && w[1] === 0xdb8) return false; // documentation
  return true;
}

/** The eight 16-bit words of an IPv6 address (with `::` and a dotted IPv4 tail), or null. */
function ipv6Words(text: string): number[] | null {
  let ip = text.toLowerCase();
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(ip);
  if (tail) {
    const bytes = tail.slice(1).map(Number);
    if (bytes.some((b) => b > 255)) return null;
    ip = `${ip.slice(0, tail.index)}${((bytes[0] << 8) | bytes[1]).toString(16)}:${((bytes[2] << 8) | bytes[3]).toString(16)}`;
  }
  const halves = ip.split("::");
  if (halves.length > 2) return null;
  const parse = (part: string) => (part === "" ? [] : part.split(":"));
  const head = parse(halves[0]);
  const rest = halves.length === 2 ? parse(halves[1]) : [];
  const missing = 8 - head.length - rest.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill("0"), ...rest];
  if (groups.some((g) => !/^[0-9a-f]{1,4}$/.test(g))) return null;
  return groups.map((g) => parseInt(g, 16));
}

/** Host names refused before any lookup. */
export function isForbiddenHostname(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  return (
    host === "localhost" ||
    host.endsWith(".localhost") ||
    host.endsWith(".internal") ||
    host === "metadata.google.internal"
  );
}
