import { ids, type Role, roles } from "./fixtures";

/** One case of the matrix: a call, who may make it (api.md's table), and how to make it. */
export interface Case {
  route: string;
  allow: readonly Role[];
  path: string;
  json?: unknown | (() => unknown);
  headers?: Record<string, string>;
  /** Allowed calls that remove or change what later cases rely on run on a fresh world each. */
  destructive?: boolean;
  note?: string;
}

const anyone = roles;
const loggedIn = roles.filter((r) => r !== "anonymous");
const fedeOrAdmin: Role[] = ["fedeAdmin", "admin"];
const clubSide: Role[] = ["clubAdmin", "admin"];
const clubRead: Role[] = ["clubAdmin", "fedeAdmin", "admin"];
let unique = 0;
const fresh = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${unique++}@example.org`;
// The demo federation's own contract terms (quota, end a year after seeding): only the global admin may change those.
const federationForm = { name: "Fédération démo de tennis de table", logo: "/brands/fftt.svg", subdomain: "fftt", contact: "contact@demo.clubcost.app", quota: 40, hasCustomization: false, contractEnd: new Date(Date.now() + 365 * 24 * 3600 * 1000).toISOString().slice(0, 10) };
const club = { "x-organization-id": ids.club };
const template = { "x-organization-id": ids.federation };

export const cases: Case[] = [
  { route: "POST /api/auth/login", allow: anyone, path: "/api/auth/login", json: { login: "matrix-user@example.org", password: "clubcost-demo" } },
  { route: "POST /api/auth/register", allow: anyone, path: "/api/auth/register", json: () => ({ login: fresh("reg"), password: "password-123", firstName: "", lastName: "", channel: "email" }) },
  { route: "POST /api/auth/refresh", allow: [], path: "/api/auth/refresh", note: "no role is enough: only the refresh cookie (tests/api/auth.test.ts)" },
  { route: "POST /api/auth/logout", allow: anyone, path: "/api/auth/logout" },
  { route: "POST /api/auth/changePassword", allow: loggedIn, path: "/api/auth/changePassword", json: { input: { oldPassword: "clubcost-demo", newPassword: "another-password-1" } }, destructive: true },
  { route: "POST /api/auth/resetPassword", allow: ["anonymous"], note: "visitors only (product.md section 6)", path: "/api/auth/resetPassword", json: { input: { email: "nobody@example.org" } } },
  { route: "POST /api/auth/resetPassword/confirm", allow: anyone, path: "/api/auth/resetPassword/confirm", json: { input: { token: "x".repeat(40), newPassword: "password-123" } } },
  { route: "GET /api/support/health", allow: anyone, path: "/api/support/health" },
  { route: "GET /api/support/config", allow: anyone, path: "/api/support/config" },
  { route: "GET /api/support/videos", allow: loggedIn, path: "/api/support/videos" },
  { route: "POST /api/support/contact", allow: anyone, path: "/api/support/contact", json: { input: { email: "someone@example.org", reason: "question", title: "Bonjour", message: "Une question." } } },
  { route: "GET /api/user/details", allow: loggedIn, path: "/api/user/details" },
  { route: "GET /api/user/list", allow: ["admin"], path: "/api/user/list" },
  { route: "GET /api/user/list/:filter", allow: ["admin"], path: "/api/user/list/demo" },
  { route: "GET /api/user/outbox", allow: ["admin"], path: "/api/user/outbox" },
  { route: "DELETE /api/user/:userId", allow: ["admin"], path: `/api/user/${ids.ordinaryUser}`, destructive: true },
  { route: "POST /api/federation/create", allow: ["admin"], path: "/api/federation/create", json: () => ({ request: { ...federationForm, subdomain: `m${unique++}` } }) },
  { route: "POST /api/federation/update", allow: fedeOrAdmin, path: "/api/federation/update", json: { request: { ...federationForm, id: ids.federation } } },
  { route: "GET /api/federation/list", allow: loggedIn, path: "/api/federation/list", note: "scoped: admin all, adminFede their own, others none" },
  { route: "GET /api/federation/logo/:id", allow: anyone, path: `/api/federation/logo/${ids.federation}` },
  { route: "POST /api/federation/addClub", allow: fedeOrAdmin, path: "/api/federation/addClub", json: () => ({ input: { name: "Club ajouté", code: `ADD${unique++}`, zipCode: "75001", league: "", federation: "", federationId: ids.federation } }) },
  { route: "DELETE /api/federation/remove/:id", allow: ["admin"], path: `/api/federation/remove/${ids.federation}`, destructive: true },
  { route: "POST /api/federation/leave/:id", allow: ["fedeAdmin"], path: `/api/federation/leave/${ids.federation}`, destructive: true },
  { route: "GET /api/federation/:id", allow: fedeOrAdmin, path: `/api/federation/${ids.federation}` },
  { route: "POST /api/club/create", allow: loggedIn, path: "/api/club/create", json: { input: { name: "Nouveau club", code: "NEW01", zipCode: "75001", league: "", federation: "", invitationId: "NOSUCHCODE" } }, note: "any logged-in user may try; the invitation decides (422)" },
  { route: "GET /api/club/list", allow: fedeOrAdmin, path: `/api/club/list?federationId=${ids.federation}` },
  { route: "DELETE /api/club/remove/:id", allow: fedeOrAdmin, path: `/api/club/remove/${ids.club}`, destructive: true },
  { route: "GET /api/club/leave/:id", allow: clubSide, path: `/api/club/leave/${ids.club}`, destructive: true },
  { route: "POST /api/club/leave/:id", allow: clubSide, path: `/api/club/leave/${ids.club}`, destructive: true },
  { route: "GET /api/club/:id", allow: clubRead, path: `/api/club/${ids.club}` },
  { route: "PATCH /api/club/:id", allow: clubSide, path: `/api/club/${ids.club}`, json: { input: { name: "Ping Club de Démo" } } },
  { route: "POST /api/invitation/federation", allow: fedeOrAdmin, path: "/api/invitation/federation", json: { request: { emails: [], federationId: ids.federation } }, destructive: true },
  { route: "POST /api/invitation/club", allow: fedeOrAdmin, path: "/api/invitation/club", json: { request: { emails: [], federationId: ids.federation, name: "Invitation", amount: 1 } } },
  { route: "POST /api/invitation/user", allow: clubSide, path: "/api/invitation/user", json: { request: { emails: [], clubId: ids.club } }, destructive: true },
  { route: "POST /api/invitation/join", allow: loggedIn, path: "/api/invitation/join", json: { input: { invitationId: "NOSUCHCODE" } } },
  { route: "GET /api/invitation/whichOrganization/:id", allow: loggedIn, path: "/api/invitation/whichOrganization/NOSUCHCODE" },
  { route: "GET /api/payment/status", allow: loggedIn, path: "/api/payment/status" },
  { route: "POST /api/payment/approve", allow: loggedIn, path: "/api/payment/approve", json: { subscriptionID: "I-NOSUCH" } },
  { route: "POST /api/payment/webhook", allow: anyone, path: "/api/payment/webhook", json: { id: "WH-1", event_type: "PING" }, note: "authenticated by PayPal's signature (tests/api/payment.test.ts)" },
  { route: "GET /api/proxy/image/:encoded{.+}", allow: loggedIn, path: `/api/proxy/image/${btoa("http://example.org/logo.png")}`, note: "http is refused (400) for those allowed" },
  { route: "GET /api/statistics/federation", allow: fedeOrAdmin, path: `/api/statistics/federation?federationId=${ids.federation}` },
  {
    route: "GET /api/statistics/federation",
    allow: fedeOrAdmin,
    path: `/api/statistics/federation?federationId=${ids.federation}`,
    headers: { "x-organization-id": ids.otherFederation },
    note: "another federation in the header: the federation asked for decides, the header opens nothing",
  },
  { route: "GET /api/calculation/retrieve", allow: clubRead, path: "/api/calculation/retrieve", headers: club },
  { route: "GET /api/calculation/retrieve", allow: fedeOrAdmin, path: "/api/calculation/retrieve", headers: template, note: "the federation's template" },
  { route: "POST /api/calculation/store", allow: clubSide, path: "/api/calculation/store", headers: club, json: { input: { organizationId: ids.club, groups: [], context: { version: 0 } } }, note: "stale version: allowed callers get 409" },
  { route: "POST /api/calculation/store", allow: fedeOrAdmin, path: "/api/calculation/store", headers: template, json: { input: { organizationId: ids.federation, groups: [], context: { version: 0 } } } },
  { route: "GET /api/calculation/history", allow: clubRead, path: "/api/calculation/history", headers: club },
  { route: "GET /api/calculation/history/:version", allow: clubRead, path: "/api/calculation/history/1", headers: club },
  { route: "POST /api/calculation/restore", allow: clubSide, path: "/api/calculation/restore", headers: club, json: { input: { version: 1, baseVersion: 0 } } },
];
