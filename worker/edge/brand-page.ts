import { type Brand, brandOfHost } from "../../core/brands";
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

/** Host -> federation subdomain -> brand, cached briefly; unknown subdomains keep the default brand. */
export async function resolveBrand(host: string, baseDomain: string | undefined, db: () => Database, now: number): Promise<ResolvedBrand> {
  const { brand, subdomain } = brandOfHost(host, baseDomain);
  if (!subdomain) return { brand, federationId: null, baseDomain };
  const hit = cache.get(subdomain);
  if (hit && hit.until > now) return { ...hit.value, baseDomain };
  let federationId: string | null = null;
  try {
    federationId = await federationIdOfSubdomain(db(), subdomain);
  } catch {
    // The brand still resolves from the host when the database is unreachable.
  }
  const value = { brand, federationId };
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
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeAttribute(brand.name)}</title><style id="cc-brand-style">${style}</style>`)
      .replace(/(<link[^>]*id="cc-favicon"[^>]*href=")[^"]*(")/, `$1${brand.logo}$2`)
      // The splash painted before the scripts run (web/index.html) shows the brand too.
      .replace(/(<img[^>]*id="cc-shell-logo"[^>]*src=")[^"]*(")/, (_, start, end) => `${start}${escapeAttribute(brand.logo)}${end}`)
      // The splash's name and the static cookie notice's.
      .replace(/(<span[^>]*data-cc-brand-name[^>]*>)[^<]*(<)/g, (_, start, end) => `${start}${escapeAttribute(brand.name)}${end}`)
  );
}
