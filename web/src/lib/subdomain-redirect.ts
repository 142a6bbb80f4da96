import { activeBrand } from "./brand";

/** product.md section 9: the move to a federation's own host waits 300 ms (the info message shows first). */
const SUBDOMAIN_REDIRECT_MS = 300;

interface Place {
  protocol: string;
  hostname: string;
  port: string;
  pathname: string;
  search: string;
  hash: string;
}

/**
 * The same page on the federation's host, or null: without a base domain (local runs), on a host
 * outside the base domain, or when already there.
 */
export function subdomainUrl(
  subdomain: string | null | undefined,
  place: Place,
  baseDomain: string | null | undefined,
): string | null {
  if (!subdomain || !baseDomain) return null;
  const host = place.hostname.toLowerCase();
  const base = baseDomain.toLowerCase();
  const target = `${subdomain.toLowerCase()}.${base}`;
  if (host === target || (host !== base && !host.endsWith(`.${base}`))) return null;
  return `${place.protocol}//${target}${place.port ? `:${place.port}` : ""}${place.pathname}${place.search}${place.hash}`;
}

let pending: ReturnType<typeof setTimeout> | null = null;

/** Moves to the federation's host after 300 ms when a base domain is configured; true when it will. */
export function redirectToSubdomain(subdomain: string | null | undefined): boolean {
  const url = subdomainUrl(subdomain, window.location, activeBrand().baseDomain);
  if (!url || pending) return false;
  pending = setTimeout(() => window.location.assign(url), SUBDOMAIN_REDIRECT_MS);
  return true;
}

/**
 * After login: a federation's admin (not the global admin, who sees them all) moves to the host of
 * the one federation they run, when it has a subdomain.
 */
export async function followFederationHost(user: {
  roles: string[];
  organizations: { id: string; type: string }[];
}): Promise<void> {
  if (!activeBrand().baseDomain || user.roles.includes("admin")) return;
  const federations = user.organizations.filter((org) => org.type === "federation");
  if (federations.length !== 1) return;
  const { loadFederation } = await import("./federations");
  const federation = await loadFederation(federations[0].id).catch(() => null);
  redirectToSubdomain(federation?.subdomain);
}
