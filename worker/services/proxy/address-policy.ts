/**
 * Addresses the image proxy must never reach: loopback, private, link-local (cloud metadata),
 * carrier-grade NAT, multicast, reserved and unspecified ranges, in IPv4 and IPv6 forms.
 */
export function isPublicAddress(ip: string): boolean {
  const v4 = ip.startsWith("::ffff:") ? ip.slice(7) : ip;
  if (/^\d+\.\d+\.\d+\.\d+$/.test(v4)) return isPublicV4(v4.split(".").map(Number));
  return isPublicV6(ip.toLowerCase());
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

function isPublicV6(ip: string): boolean {
  if (ip === "::" || ip === "::1") return false;
  if (/^f[cd]/.test(ip)) return false; // unique local
  if (/^fe[89ab]/.test(ip)) return false; // link-local
  if (ip.startsWith("ff")) return false; // multicast
  if (ip.startsWith("64:ff9b:") || ip.startsWith("2001:db8")) return false;
  if (ip.startsWith("::ffff:")) return false; // mapped forms not in dotted notation
  return true;
}

/** Host names refused before any lookup. */
export function isForbiddenHostname(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  return host === "localhost" || host.endsWith(".localhost") || host.endsWith(".internal") || host === "metadata.google.internal";
}
