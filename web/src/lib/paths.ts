/** Every path of the app (product.md section 2), so that no component writes one by hand. */
export type FederationSection = "details" | "clubs" | "statistics";
export type JoinType = "admin" | "club";

const seg = encodeURIComponent;

interface OrganizationRef {
  id: string;
  type: "federation" | "club";
}

export const paths = {
  home: "/",
  login: "/login",
  loginThen: (next: string) => `/login?next=${seg(next)}`,
  landing: "/Landing",
  changePassword: "/ChangePassword",
  contact: "/Contact",
  tutorial: "/Tutorial",
  forgotPassword: "/ForgotPassword",
  resetPassword: (token: string) => `/reset-password/${seg(token)}`,
  calculator: (organizationId: string) => `/${seg(organizationId)}/calculator`,
  calcTemplate: (organizationId: string) => `/${seg(organizationId)}/calctemplate`,
  join: (type?: JoinType, invitation?: string) =>
    ["/join", type, type && invitation ? seg(invitation) : undefined].filter(Boolean).join("/"),
  payment: "/payment",
  federation: (organizationId: string, section: FederationSection = "details") =>
    `/federation/${seg(organizationId)}/${section}`,
  users: "/users",
  unauthorized: "/unauthorized",
  /** Federations open their management screen, clubs their calculator. */
  organization: (org: OrganizationRef) =>
    org.type === "federation" ? paths.federation(org.id, "details") : paths.calculator(org.id),
} as const;

/** product.md: 'details' opens the details tab, any other value the club list (statistics has its own tab). */
export function federationSection(value: string | undefined): FederationSection {
  if (value === "details" || value === "statistics") return value;
  return "clubs";
}

/** Only same-app paths may be followed after login (no `//host` or full URL). */
export function safeNext(next: string | null | undefined): string | null {
  if (!next || !next.startsWith("/") || next.startsWith("//") || next.includes("\\")) return null;
  if (next === paths.login || next.startsWith(`${paths.login}?`)) return null;
  return next;
}

/**
 * Links written without the hash (`/join/club/ABC`) are rewritten to the hash form the router reads
 * (`/#/join/club/ABC`); returns null when the address is already fine.
 */
export function hashFormOf(location: { pathname: string; search: string; hash: string }): string | null {
  const { pathname, search, hash } = location;
  if (pathname === "/" || pathname === "/index.html" || pathname === "") return null;
  if (hash.startsWith("#/")) return null;
  return `/#${pathname}${search}`;
}
