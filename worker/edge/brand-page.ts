import { type Brand, brandOfHost, isBrandKey } from "#core/brands";
import type { Database } from "../deps";
import { federationIdOfSubdomain } from "../services/federations/federation-of-subdomain";

export interface ResolvedBrand {
  brand: Brand;
  federationId: string | null;
  /** Lets the web app move a federation's people to its own host (product.md section 4). */
  baseDomain?: string;
}

const cache = new Map<string, { value: ResolvedBrand; until: number }>();
const CACHE_MS = 60_000;
/** Far above the federations a deployment has: past it the oldest entry goes, so hosts cannot grow memory. */
export const BRAND_CACHE_MAX = 1_000;
/** A federation's subdomain as the federation form accepts it (core/schemas/organizations.ts). */
const SUBDOMAIN = /^[a-z0-9](?:[a-z0-9-]{0,30}[a-z0-9])?$/;

/**
 * Whether a host's subdomain may name a federation: a label the federation form accepts, below the
 * configured base domain; without one (local runs), only the known brands (fftt.localhost). Any other
 * host costs no query and no cache entry (issue 39.3: random hosts grew memory and queries).
 */
function mayNameFederation(subdomain: string, baseDomain: string | undefined): boolean {
  return baseDomain ? SUBDOMAIN.test(subdomain) : isBrandKey(subdomain);
}

/** How many hosts' answers are kept (tests check the bound). */
export const brandCacheSize = () => cache.size;

/** Host -> federation subdomain -> brand, cached briefly; unknown subdomains keep the default brand. */
export async function resolveBrand(
  host: string,
  baseDomain: string | undefined,
  db: () => Database,
  now: number,
): Promise<ResolvedBrand> {
  const { brand, subdomain } = brandOfHost(host, baseDomain);
  if (!subdomain || !mayNameFederation(subdomain, baseDomain))
    return { brand, federationId: null, baseDomain };
  const hit = cache.get(subdomain);
  if (hit && hit.until > now) return { ...hit.value, baseDomain };
  let federationId: string | null = null;
  try {
    federationId = await federationIdOfSubdomain(db(), subdomain);
  } catch {
    // The brand still resolves from the host when the database is unreachable.
  }
  const value = { brand, federationId };
  // Re-inserted at the end (a Map keeps insertion order): the first entry is the oldest.
  cache.delete(subdomain);
  if (cache.size >= BRAND_CACHE_MAX) cache.delete(cache.keys().next().value as string);
  cache.set(subdomain, { value, until: now + CACHE_MS });
  return { ...value, baseDomain };
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** Injects the brand into index.html so the first paint is already branded (no inline script: CSP). */
export function injectBrand(html: string, { brand, federationId, baseDomain }: ResolvedBrand): string {
  const meta = escapeAttribute(JSON.stringify({ ...brand, federationId, baseDomain: baseDomain ?? null }));
  const style = `:root{--brand-primary:${brand.primary};--brand-primary-strong:${brand.primaryStrong};--brand-primary-soft:${brand.primarySoft};--brand-accent:${brand.accent}}`;
  const lang = brand.locale.slice(0, 2);
  return (
    html
      .replace(/<html lang="[^"]*"/, `<html lang="${lang}"`)
      .replace(/<meta name="cc-brand" content="[^"]*"\s*\/?>/, `<meta name="cc-brand" content="${meta}">`)
      .replace(
        /<title>[^<]*<\/title>/,
        `<title>${escapeAttribute(brand.name)}</title><style id="cc-brand-style">${style}</style>`,
      )
      .replace(/(<link[^>]*id="cc-favicon"[^>]*href=")[^"]*(")/, `$1${brand.logo}$2`)
      // The splash painted before the scripts run (web/index.html) shows the brand too.
      .replace(
        /(<img[^>]*id="cc-shell-logo"[^>]*src=")[^"]*(")/,
        (_, start, end) => `${start}${escapeAttribute(brand.logo)}${end}`,
      )
      // The splash's name and the static cookie notice's.
      .replace(
        /(<span[^>]*data-cc-brand-name[^>]*>)[^<]*(<)/g,
        (_, start, end) => `${start}${escapeAttribute(brand.name)}${end}`,
      )
  );
}
