import { type Brand, brandOfHost, brands, isBrandKey } from "#core/brands";

/** The brand of this host, as the server injected it into index.html (architecture.md, the edge). */
interface ActiveBrand extends Brand {
  federationId: string | null;
  /** The server's BASE_DOMAIN: federations with a subdomain live on `{subdomain}.{baseDomain}`. */
  baseDomain?: string | null;
}

const colour = /^#[0-9a-f]{3,8}$/i;
const textFields = ["name", "logo"] as const;
const colourFields = ["primary", "primaryStrong", "primarySoft", "accent"] as const;

/**
 * Reads the `cc-brand` meta content (JSON). An empty or broken meta (vite dev, a static host) falls back
 * to the brand of the host's subdomain, then to the default brand.
 */
export function parseBrandMeta(content: string | null | undefined, host: string): ActiveBrand {
  const fromHost: ActiveBrand = { ...brandOfHost(host).brand, federationId: null };
  if (!content?.trim()) return fromHost;
  let raw: Record<string, unknown>;
  try {
    raw = JSON.parse(content) as Record<string, unknown>;
  } catch {
    return fromHost;
  }
  if (!raw || typeof raw !== "object" || !isBrandKey(raw.key as string)) return fromHost;
  const brand: ActiveBrand = { ...brands[raw.key as Brand["key"]], federationId: null };
  for (const field of textFields)
    if (typeof raw[field] === "string" && raw[field]) brand[field] = raw[field] as string;
  for (const field of colourFields)
    if (typeof raw[field] === "string" && colour.test(raw[field] as string))
      brand[field] = raw[field] as string;
  if (raw.locale === "fr" || raw.locale === "fr-fft" || raw.locale === "fr-fftt") brand.locale = raw.locale;
  if (typeof raw.federationId === "string" && raw.federationId) brand.federationId = raw.federationId;
  if (typeof raw.baseDomain === "string" && /^[a-z0-9.-]+$/.test(raw.baseDomain))
    brand.baseDomain = raw.baseDomain;
  return brand;
}

let active: ActiveBrand | null = null;

/** The active brand, read once from the page; without the server's style it applies the colours itself. */
export function activeBrand(): ActiveBrand {
  if (active) return active;
  const meta = document.querySelector('meta[name="cc-brand"]');
  active = parseBrandMeta(meta?.getAttribute("content"), window.location.host);
  if (!document.getElementById("cc-brand-style")) applyBrandColours(active);
  const favicon = document.getElementById("cc-favicon");
  if (favicon && favicon.getAttribute("href") !== active.logo) favicon.setAttribute("href", active.logo);
  return active;
}

function applyBrandColours(brand: Brand) {
  const style = document.documentElement.style;
  style.setProperty("--brand-primary", brand.primary);
  style.setProperty("--brand-primary-strong", brand.primaryStrong);
  style.setProperty("--brand-primary-soft", brand.primarySoft);
  style.setProperty("--brand-accent", brand.accent);
}
