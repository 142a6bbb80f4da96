/** Brands (design-brief.md): the default one and the three customer federations. */
export type BrandKey = "default" | "fftt" | "fft" | "ffhb";
export type AppLocale = "fr" | "en" | "fr-fft" | "fr-fftt";

export interface Brand {
  key: BrandKey;
  name: string;
  locale: AppLocale;
  primary: string;
  /** A darker primary, for text and buttons on light backgrounds (WCAG AA). */
  primaryStrong: string;
  /** A lighter primary, readable on the night theme. */
  primarySoft: string;
  accent: string;
  logo: string;
}

export const brands: Record<BrandKey, Brand> = {
  default: {
    key: "default",
    name: "ClubCost",
    locale: "fr",
    primary: "#4338ca",
    primaryStrong: "#3730a3",
    primarySoft: "#a5b4fc",
    accent: "#0d9488",
    logo: "/brands/default.svg",
  },
  fftt: {
    key: "fftt",
    name: "Coût du Ping",
    locale: "fr-fftt",
    primary: "#1d4ed8",
    primaryStrong: "#1e40af",
    primarySoft: "#93c5fd",
    accent: "#f97316",
    logo: "/brands/fftt.svg",
  },
  fft: {
    key: "fft",
    name: "Coût du Tennis",
    locale: "fr-fft",
    primary: "#c2410c",
    primaryStrong: "#9a3412",
    primarySoft: "#fdba74",
    accent: "#15803d",
    logo: "/brands/fft.svg",
  },
  ffhb: {
    key: "ffhb",
    name: "Coût du Hand",
    locale: "fr",
    primary: "#1e3a8a",
    primaryStrong: "#1e3a8a",
    primarySoft: "#93c5fd",
    accent: "#dc2626",
    logo: "/brands/ffhb.svg",
  },
};

/** The first label of a host below the base domain, or null on the bare domain. */
export function subdomainOf(host: string, baseDomain?: string): string | null {
  const hostname = host.split(":")[0].toLowerCase();
  if (baseDomain) {
    const base = baseDomain.toLowerCase();
    if (hostname === base || !hostname.endsWith(`.${base}`)) return null;
    const rest = hostname.slice(0, -base.length - 1);
    return rest.split(".").pop() || null;
  }
  // Without a configured base domain, `fftt.localhost` and `fftt.example.org` still name a subdomain.
  const labels = hostname.split(".");
  if (labels.length >= 2 && labels[labels.length - 1] === "localhost") return labels[0];
  return labels.length >= 3 ? labels[0] : null;
}

export function isBrandKey(value: string | null | undefined): value is BrandKey {
  return value === "default" || value === "fftt" || value === "fft" || value === "ffhb";
}

/**
 * A federation's subdomain picks its brand when it is one of the customer brands;
 * any other federation subdomain keeps the default brand.
 */
export function brandForSubdomain(subdomain: string | null): Brand {
  return subdomain && isBrandKey(subdomain) ? brands[subdomain] : brands.default;
}

/**
 * The brand a host stands for, with the subdomain that chose it: the one reading of a host for its brand
 * (the API's middleware once per request, the pages, the closed page, the web app's fallback).
 */
export function brandOfHost(
  host: string,
  baseDomain?: string | null,
): { brand: Brand; subdomain: string | null } {
  const subdomain = subdomainOf(host, baseDomain ?? undefined);
  return { brand: brandForSubdomain(subdomain), subdomain };
}
