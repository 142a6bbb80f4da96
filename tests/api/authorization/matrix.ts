import { nextSeason, previousSeason, seasonOf } from "../../../core/season";
import { ids, type Role, roles } from "./fixtures";

/** One case of the matrix: a call, who may make it (api.md's table), and how to make it. */
export interface Case {
  route: string;
  allow: readonly Role[];
  /**
   * The exact status an allowed caller gets (per role where they differ): 200, or the 4xx the
   * case's input earns (a missing invitation is 422, a stale version 409). Not only "not refused".
   */
  status: number | Partial<Record<Role, number>>;
  /** The method to call a route registered with `.all()` with. */
  method?: string;
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
const federationForm = {
  name: "Fédération démo de tennis de table",
  logo: "/brands/fftt.svg",
  subdomain: "fftt",
  contact: "contact@demo.clubcost.app",
  quota: 40,
  hasCustomization: false,
  contractEnd: new Date(Date.now() + 365 * 24 * 3600 * 1000).toISOString().slice(0, 10),
};
const club = { "x-organization-id": ids.club };
const template = { "x-organization-id": ids.federation };
const elsewhere = { "x-organization-id": ids.otherFederationClub };
// A club of the other federation: its federation's admin and the global admin, never the demo federation's.
const itsFederation: Role[] = ["otherFedeAdmin", "admin"];
// Seasons (treasurer.md section 1): the demo club and the demo template hold this season and the one before.
const thisSeason = seasonOf(new Date());
const lastSeason = previousSeason(thisSeason);

export const cases: Case[] = [
  { route: "POST /api/auth/login", allow: anyone, status: 200, path: "/api/auth/login", json: { login: "matrix-user@example.org", password: "clubcost-demo" } },
  {
    route: "POST /api/auth/register",
    allow: anyone,
    status: 200,
    path: "/api/auth/register",
    json: () => ({ login: fresh("reg"), password: "password-123", firstName: "", lastName: "", channel: "email" }),
  },
  { route: "POST /api/auth/refresh", allow: [], status: 200, path: "/api/auth/refresh", note: "no role is enough: only the refresh cookie (tests/api/auth.test.ts)" },
  // Ends the session of the caller's token (issue 39.8): later rows need theirs, so each runs on a fresh world.
  { route: "POST /api/auth/logout", allow: anyone, status: 200, path: "/api/auth/logout", destructive: true },
  {
    route: "POST /api/auth/changePassword",
    allow: loggedIn,
    status: 200,
    path: "/api/auth/changePassword",
    json: { input: { oldPassword: "clubcost-demo", newPassword: "another-password-1" } },
    destructive: true,
  },
  {
    route: "POST /api/auth/resetPassword",
    allow: ["anonymous"],
    status: 200,
    note: "visitors only (product.md section 6)",
    path: "/api/auth/resetPassword",
    json: { input: { email: "nobody@example.org" } },
  },
  {
    route: "POST /api/auth/resetPassword/confirm",
    allow: anyone,
    status: 422,
    path: "/api/auth/resetPassword/confirm",
    json: { input: { token: "x".repeat(40), newPassword: "password-123" } },
  },
  { route: "GET /api/support/health", allow: anyone, status: 200, path: "/api/support/health" },
  { route: "GET /api/support/ready", allow: anyone, status: 200, path: "/api/support/ready" },
  { route: "GET /api/support/config", allow: anyone, status: 200, path: "/api/support/config" },
  { route: "GET /api/support/videos", allow: loggedIn, status: 200, path: "/api/support/videos" },
  {
    route: "POST /api/support/contact",
    allow: anyone,
    status: 200,
    path: "/api/support/contact",
    json: { input: { email: "someone@example.org", reason: "question", title: "Bonjour", message: "Une question." } },
  },
  { route: "GET /api/user/details", allow: loggedIn, status: 200, path: "/api/user/details" },
  {
    route: "PATCH /api/user/me",
    allow: loggedIn,
    status: 200,
    note: "the caller's own names only",
    path: "/api/user/me",
    json: { input: { firstName: "Matrix", lastName: "Caller" } },
  },
  { route: "GET /api/user/list", allow: ["admin"], status: 200, path: "/api/user/list" },
  { route: "GET /api/user/list/:filter", allow: ["admin"], status: 200, path: "/api/user/list/demo" },
  { route: "GET /api/user/outbox", allow: ["admin"], status: 200, path: "/api/user/outbox" },
  { route: "DELETE /api/user/:userId", allow: ["admin"], status: 200, path: `/api/user/${ids.ordinaryUser}`, destructive: true },
  {
    route: "POST /api/federation/create",
    allow: ["admin"],
    status: 200,
    path: "/api/federation/create",
    json: () => ({ request: { ...federationForm, subdomain: `m${unique++}` } }),
  },
  { route: "POST /api/federation/update", allow: fedeOrAdmin, status: 200, path: "/api/federation/update", json: { request: { ...federationForm, id: ids.federation } } },
  { route: "GET /api/federation/list", allow: loggedIn, status: 200, path: "/api/federation/list", note: "scoped: admin all, adminFede their own, others none" },
  { route: "GET /api/federation/logo/:id", allow: anyone, status: 200, path: `/api/federation/logo/${ids.federation}` },
  {
    route: "POST /api/federation/addClub",
    allow: fedeOrAdmin,
    status: 200,
    path: "/api/federation/addClub",
    json: () => ({ input: { name: "Club ajouté", code: `ADD${unique++}`, zipCode: "75001", league: "", federation: "", federationId: ids.federation } }),
  },
  { route: "DELETE /api/federation/remove/:id", allow: ["admin"], status: 200, path: `/api/federation/remove/${ids.federation}`, destructive: true },
  { route: "POST /api/federation/leave/:id", allow: ["fedeAdmin"], status: 200, path: `/api/federation/leave/${ids.federation}`, destructive: true },
  { route: "GET /api/federation/:id", allow: fedeOrAdmin, status: 200, path: `/api/federation/${ids.federation}` },
  {
    route: "POST /api/club/create",
    allow: loggedIn,
    status: 422,
    path: "/api/club/create",
    json: { input: { name: "Nouveau club", code: "NEW01", zipCode: "75001", league: "", federation: "", invitationId: "NOSUCHCODE" } },
    note: "any logged-in user may try; the invitation decides (422)",
  },
  { route: "GET /api/club/list", allow: fedeOrAdmin, status: 200, path: `/api/club/list?federationId=${ids.federation}` },
  { route: "DELETE /api/club/remove/:id", allow: fedeOrAdmin, status: 200, path: `/api/club/remove/${ids.club}`, destructive: true },
  { route: "GET /api/club/leave/:id", allow: clubSide, status: 200, path: `/api/club/leave/${ids.club}`, destructive: true },
  { route: "POST /api/club/leave/:id", allow: clubSide, status: 200, path: `/api/club/leave/${ids.club}`, destructive: true },
  { route: "GET /api/club/:id", allow: clubRead, status: 200, path: `/api/club/${ids.club}` },
  { route: "PATCH /api/club/:id", allow: clubSide, status: 200, path: `/api/club/${ids.club}`, json: { input: { name: "Ping Club de Démo" } } },
  {
    route: "POST /api/invitation/federation",
    allow: fedeOrAdmin,
    status: 200,
    path: "/api/invitation/federation",
    json: { request: { emails: [], federationId: ids.federation } },
    destructive: true,
  },
  {
    route: "POST /api/invitation/club",
    allow: fedeOrAdmin,
    status: 200,
    path: "/api/invitation/club",
    json: { request: { emails: [], federationId: ids.federation, name: "Invitation", amount: 1 } },
  },
  { route: "POST /api/invitation/user", allow: clubSide, status: 200, path: "/api/invitation/user", json: { request: { emails: [], clubId: ids.club } }, destructive: true },
  { route: "POST /api/invitation/join", allow: loggedIn, status: 422, path: "/api/invitation/join", json: { input: { invitationId: "NOSUCHCODE" } } },
  { route: "GET /api/invitation/whichOrganization/:id", allow: loggedIn, status: 422, path: "/api/invitation/whichOrganization/NOSUCHCODE" },
  { route: "GET /api/payment/status", allow: loggedIn, status: 200, path: "/api/payment/status" },
  {
    route: "POST /api/payment/approve",
    allow: loggedIn,
    status: 404,
    path: "/api/payment/approve",
    json: { subscriptionID: "I-NOSUCH" },
    note: "404: payments are not configured here",
  },
  {
    route: "POST /api/payment/webhook",
    allow: anyone,
    status: 404,
    path: "/api/payment/webhook",
    json: { id: "WH-1", event_type: "PING" },
    note: "authenticated by PayPal's signature (tests/api/payment.test.ts)",
  },
  {
    route: "GET /api/proxy/image/:encoded{.+}",
    allow: loggedIn,
    status: 400,
    path: `/api/proxy/image/${btoa("http://example.org/logo.png")}`,
    note: "http is refused (400) for those allowed",
  },
  { route: "GET /api/reference/rates", allow: anyone, status: 200, path: `/api/reference/rates?season=2026-2027&organizationId=${ids.club}` },
  {
    route: "POST /api/reference/rates",
    allow: ["admin"],
    status: 200,
    path: "/api/reference/rates",
    json: { input: { code: "SMIC", value: 12.5, validFrom: "2027-01-01", source: "Matrix: a national value" } },
    note: "a dated national value: the global admin only",
  },
  {
    route: "POST /api/reference/rates",
    allow: fedeOrAdmin,
    status: 200,
    path: "/api/reference/rates",
    json: { input: { code: "GYM", value: 18, source: "Matrix: the federation's own rate", federationId: ids.federation, season: "2026-2027" } },
    note: "a federation's own rate for a season: its adminFede or the global admin",
  },
  { route: "GET /api/reference/rates/history", allow: ["admin"], status: 200, path: "/api/reference/rates/history?code=SMIC", note: "the national rows, corrected ones included" },
  {
    route: "GET /api/reference/rates/history",
    allow: fedeOrAdmin,
    status: 200,
    path: `/api/reference/rates/history?federationId=${ids.federation}`,
    note: "a federation's own rows: its adminFede or the global admin",
  },
  { route: "GET /api/statistics/federation", allow: fedeOrAdmin, status: 200, path: `/api/statistics/federation?federationId=${ids.federation}` },
  { route: "GET /api/statistics/benchmark", allow: fedeOrAdmin, status: 200, path: `/api/statistics/benchmark?federationId=${ids.federation}&season=2026-2027` },
  // Club health and the licence simulator (season-money.md section 6): the federation's admins and the global admin.
  { route: "GET /api/statistics/club-health", allow: fedeOrAdmin, status: 200, path: `/api/statistics/club-health?federationId=${ids.federation}&season=${thisSeason}` },
  {
    route: "POST /api/federation/simulate",
    allow: fedeOrAdmin,
    status: 200,
    path: "/api/federation/simulate",
    json: { input: { federationId: ids.federation, season: thisSeason, templateFeesPct: 5, mode: "prices-voted" } },
    note: "nothing is saved",
  },
  {
    route: "GET /api/statistics/benchmark/club",
    allow: clubSide,
    status: 200,
    path: "/api/statistics/benchmark/club?season=2026-2027",
    headers: club,
    note: "the club's own admins and the global admin; its federation's admins see only the federation's benchmark",
  },

  { route: "GET /api/calculation/retrieve", allow: clubRead, status: 200, path: "/api/calculation/retrieve", headers: club },
  { route: "GET /api/calculation/retrieve", allow: fedeOrAdmin, status: 200, path: "/api/calculation/retrieve", headers: template, note: "the federation's template" },
  {
    route: "POST /api/calculation/store",
    allow: clubSide,
    status: 409,
    path: "/api/calculation/store",
    headers: club,
    json: { input: { organizationId: ids.club, groups: [], context: { version: 0 } } },
    note: "stale version: allowed callers get 409",
  },
  {
    route: "POST /api/calculation/store",
    allow: fedeOrAdmin,
    status: 409,
    path: "/api/calculation/store",
    headers: template,
    json: { input: { organizationId: ids.federation, groups: [], context: { version: 0 } } },
  },
  {
    route: "POST /api/calculation/evaluate",
    allow: loggedIn,
    status: 200,
    path: "/api/calculation/evaluate",
    json: { input: { organizationId: ids.otherFederationClub, groups: [{ name: "G", categories: [{ name: "C", members: 3 }] }] } },
    note: "logged in: the figures of the document sent, no organization checked, nothing stored",
  },
  { route: "GET /api/calculation/export/cerfa", allow: clubRead, status: 200, path: "/api/calculation/export/cerfa?format=json", headers: club, note: "as retrieve" },
  { route: "GET /api/calculation/export/cerfa", allow: fedeOrAdmin, status: 200, path: "/api/calculation/export/cerfa", headers: template, note: "the federation's template, CSV" },
  { route: "GET /api/calculation/export/sections", allow: clubRead, status: 200, path: "/api/calculation/export/sections?format=json", headers: club, note: "as retrieve" },
  {
    route: "GET /api/calculation/export/sections",
    allow: fedeOrAdmin,
    status: 200,
    path: "/api/calculation/export/sections",
    headers: template,
    note: "the federation's template, CSV",
  },
  { route: "GET /api/calculation/cashflow", allow: clubRead, status: 200, path: "/api/calculation/cashflow", headers: club, note: "as retrieve" },
  { route: "GET /api/calculation/cashflow", allow: fedeOrAdmin, status: 200, path: "/api/calculation/cashflow", headers: template, note: "the federation's template" },
  { route: "GET /api/calculation/history", allow: clubRead, status: 200, path: "/api/calculation/history", headers: club },
  { route: "GET /api/calculation/history/:version", allow: clubRead, status: 200, path: "/api/calculation/history/1", headers: club },
  { route: "POST /api/calculation/restore", allow: clubSide, status: 409, path: "/api/calculation/restore", headers: club, json: { input: { version: 1, baseVersion: 0 } } },
  { route: "GET /api/calculation/seasons", allow: clubRead, status: 200, path: "/api/calculation/seasons", headers: club },
  { route: "GET /api/calculation/seasons", allow: fedeOrAdmin, status: 200, path: "/api/calculation/seasons", headers: template, note: "the federation's template" },
  { route: "GET /api/calculation/retrieve", allow: clubRead, status: 200, path: `/api/calculation/retrieve?season=${lastSeason}`, headers: club, note: "last season" },
  { route: "GET /api/calculation/history", allow: clubRead, status: 200, path: `/api/calculation/history?season=${lastSeason}`, headers: club, note: "last season" },
  { route: "GET /api/calculation/cashflow", allow: clubRead, status: 200, path: `/api/calculation/cashflow?season=${lastSeason}`, headers: club, note: "last season" },
  {
    route: "POST /api/calculation/restore",
    allow: clubSide,
    status: 409,
    path: `/api/calculation/restore?season=${lastSeason}`,
    headers: club,
    json: { input: { version: 1, baseVersion: 0 } },
    note: "last season, stale version",
  },
  {
    route: "POST /api/calculation/season/copy",
    allow: clubSide,
    status: 409,
    path: "/api/calculation/season/copy",
    headers: club,
    json: { input: { from: lastSeason, to: thisSeason } },
    note: "onto a season that exists: allowed callers get 409",
  },
  {
    route: "POST /api/calculation/season/copy",
    allow: clubSide,
    status: 200,
    path: "/api/calculation/season/copy",
    headers: club,
    json: { input: { from: thisSeason, to: nextSeason(thisSeason) } },
    destructive: true,
    note: "next season made from this one",
  },
  {
    route: "POST /api/calculation/season/copy",
    allow: fedeOrAdmin,
    status: 200,
    path: "/api/calculation/season/copy",
    headers: template,
    json: { input: { from: thisSeason, to: nextSeason(thisSeason) } },
    destructive: true,
    note: "the federation's template of next season",
  },
  { route: "GET /api/club/list", allow: fedeOrAdmin, status: 200, path: `/api/club/list?federationId=${ids.federation}&season=${lastSeason}`, note: "last season's figures" },
  { route: "GET /api/club/:id", allow: itsFederation, status: 200, path: `/api/club/${ids.otherFederationClub}`, note: "a club of another federation" },
  {
    route: "PATCH /api/club/:id",
    allow: ["admin"],
    status: 200,
    path: `/api/club/${ids.otherFederationClub}`,
    json: { input: { name: "Club d'ailleurs" } },
    note: "a club of another federation",
  },
  {
    route: "DELETE /api/club/remove/:id",
    allow: itsFederation,
    status: 200,
    path: `/api/club/remove/${ids.otherFederationClub}`,
    destructive: true,
    note: "a club of another federation",
  },
  { route: "GET /api/calculation/retrieve", allow: itsFederation, status: 200, path: "/api/calculation/retrieve", headers: elsewhere, note: "a club of another federation" },
  { route: "GET /api/calculation/cashflow", allow: itsFederation, status: 200, path: "/api/calculation/cashflow", headers: elsewhere, note: "a club of another federation" },
  { route: "GET /api/calculation/history", allow: itsFederation, status: 200, path: "/api/calculation/history", headers: elsewhere, note: "a club of another federation" },
  { route: "GET /api/calculation/seasons", allow: itsFederation, status: 200, path: "/api/calculation/seasons", headers: elsewhere, note: "a club of another federation" },
  {
    route: "POST /api/calculation/season/copy",
    allow: ["admin"],
    status: 400,
    path: "/api/calculation/season/copy",
    headers: elsewhere,
    json: { input: { from: lastSeason, to: thisSeason } },
    note: "a club of another federation (it has no calculator of last season: 400 error_season_unknown for the admin)",
  },
  {
    route: "GET /api/calculation/export/cerfa",
    allow: itsFederation,
    status: 200,
    path: "/api/calculation/export/cerfa",
    headers: elsewhere,
    note: "a club of another federation",
  },
  {
    route: "GET /api/calculation/export/sections",
    allow: itsFederation,
    status: 200,
    path: "/api/calculation/export/sections",
    headers: elsewhere,
    note: "a club of another federation",
  },
  {
    route: "POST /api/invitation/user",
    allow: ["admin"],
    status: 200,
    path: "/api/invitation/user",
    json: { request: { emails: [], clubId: ids.otherFederationClub } },
    destructive: true,
    note: "a club of another federation",
  },
];
