import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError, backendErrors, errorCodes } from "#core/errors";
import { createApp } from "../../worker/app";
import { apiRoutes } from "../support/api-routes";
import { createTestApp, type TestApp } from "../support/test-app";
import { digest } from "./authorization/fixtures";

/**
 * Property-based bad input (issue 9): generated bodies, path parameters, queries and headers thrown
 * at every route the Hono app registers. Whatever comes in, the answer is the envelope with a
 * code, never a 500, and a refused request leaves every lasting table as it was (no partial write).
 */
let app: TestApp;
let tokens: { label: string; token?: string }[];
let routes: { method: string; path: string }[];

beforeAll(async () => {
  // The image proxy must never reach out to the network from a test: every host is refused.
  app = await createTestApp({
    overrides: {
      imageHostGuard: async () => {
        throw new AppError(errorCodes.noRight, { httpStatus: 403 });
      },
    },
  });
  tokens = [
    { label: "anonymous" },
    { label: "club admin", token: await app.login("club@demo.clubcost.app") },
    { label: "global admin", token: await app.login("admin@demo.clubcost.app") },
  ];
  // Routes registered with .all() are thrown both a GET and a POST.
  routes = apiRoutes(createApp(app.deps))
    .filter((r) => !r.path.includes("*"))
    .flatMap(({ method, path }) =>
      (method === "ALL" ? ["GET", "POST"] : [method]).map((m) => ({ method: m, path })),
    );
});
afterAll(() => app?.close());

const segment = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom("demo-club", "demo-fftt", "0", "-1", "%00", "..", "🏓", "a".repeat(300)),
);
// Seasons (treasurer.md section 1): past, current, next, too far, malformed.
const seasonish = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom("2019-2020", "2025-2026", "2026-2027", "2027-2028", "2031-2032", "2026-2028", "2026/2027"),
);
const jsonBody = fc.oneof(
  // POST calculation/season/copy and a save naming its season.
  fc.record({
    input: fc.record(
      { from: seasonish, to: seasonish, organizationId: fc.constantFrom("demo-club", "demo-fftt", "x") },
      { requiredKeys: [] },
    ),
  }),
  fc.record({
    input: fc.record({
      organizationId: fc.constantFrom("demo-club", "demo-fftt"),
      groups: fc.constant([]),
      context: fc.record({ version: fc.integer({ min: -1, max: 3 }), season: seasonish }),
    }),
  }),
  // POST federation/simulate (season-money.md section 6): percentages in and out of range, modes good and bad.
  fc.record({
    input: fc.record(
      {
        federationId: fc.constantFrom("demo-fftt", "demo-club", "x", ""),
        season: seasonish,
        templateFeesPct: fc.oneof(
          fc.double(),
          fc.integer({ min: -150, max: 150 }),
          fc.jsonValue({ maxDepth: 1 }),
        ),
        mode: fc.oneof(fc.constantFrom("prices-follow", "prices-voted"), fc.string({ maxLength: 15 })),
      },
      { requiredKeys: [] },
    ),
  }),
  // Actuals (season-money.md section 4): bank files good and bad in every format, targets, ids, amounts, mappings.
  fc.record({
    input: fc.record(
      {
        season: seasonish,
        format: fc.oneof(fc.constantFrom("csv", "ofx", "camt053"), fc.string({ maxLength: 8 })),
        content: fc.oneof(
          fc.string({ maxLength: 200 }),
          fc.constantFrom(
            "Date;Libellé;Montant\n01/10/2026;VIR MAIRIE;12,3,4\n",
            "Date;Libellé;Montant\n31/02/2027;CB;-1,00\n",
            "Date;Libellé;Débit;Crédit\n02/10/2026;CB;5,00;\n",
            "OFXHEADER:100\n<OFX><BANKTRANLIST><STMTTRN><DTPOSTED>20261001<TRNAMT>-1.00<FITID>F1<NAME>X</STMTTRN></BANKTRANLIST></OFX>",
            '<?xml version="1.0"?><Document><BkToCstmrStmt><Stmt><Ntry><Amt>1.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><BookgDt><Dt>2026-10-01</Dt></BookgDt></Ntry></Stmt></BkToCstmrStmt></Document>',
            "<Document><BkToCstmrStmt>",
            "\u0001\u0002binary",
          ),
        ),
        mapping: fc.oneof(
          fc.jsonValue({ maxDepth: 2 }),
          fc.record({
            date: fc.string({ maxLength: 10 }),
            amount: fc.constant("Montant"),
            label: fc.constant("Libellé"),
            dateFormat: fc.constantFrom("DD/MM/YYYY", "x"),
            decimal: fc.constantFrom(",", ".", ";"),
          }),
        ),
        dryRun: fc.oneof(fc.boolean(), fc.jsonValue({ maxDepth: 1 })),
        importId: fc.oneof(fc.string({ maxLength: 40 }), fc.jsonValue({ maxDepth: 1 })),
        date: fc.oneof(
          fc.constantFrom("2026-10-01", "2027-02-31", "2019-01-01", "01/10/2026"),
          fc.string({ maxLength: 12 }),
        ),
        amount: fc.oneof(fc.double(), fc.constantFrom(0, 12.345, -50, 1e12), fc.jsonValue({ maxDepth: 1 })),
        label: fc.oneof(fc.string({ maxLength: 40 }), fc.jsonValue({ maxDepth: 1 })),
        target: fc.oneof(
          fc.constantFrom(null, { line: "if1" }, { memberships: null }, { memberships: "x" }, { line: "" }),
          fc.jsonValue({ maxDepth: 2 }),
        ),
        ids: fc.oneof(
          fc.array(fc.string({ maxLength: 40 }), { maxLength: 3 }),
          fc.jsonValue({ maxDepth: 2 }),
        ),
        remember: fc.oneof(fc.string({ maxLength: 120 }), fc.jsonValue({ maxDepth: 1 })),
        account: fc.oneof(fc.constantFrom("60", "756", "99"), fc.string({ maxLength: 4 })),
        text: fc.oneof(fc.string({ maxLength: 40 }), fc.jsonValue({ maxDepth: 1 })),
      },
      { requiredKeys: [] },
    ),
  }),
  fc.jsonValue({ maxDepth: 4 }),
  fc.record({ input: fc.jsonValue({ maxDepth: 3 }) }),
  fc.record({ request: fc.jsonValue({ maxDepth: 3 }) }),
  fc.dictionary(
    fc.constantFrom(
      "login",
      "password",
      "name",
      "email",
      "organizationId",
      "invitationId",
      "amount",
      "quota",
      "groups",
    ),
    fc.jsonValue({ maxDepth: 2 }),
  ),
  // A calculator whose pricing tools (treasurer.md section 2 and 3) are drawn at random: store and evaluate read them.
  fc.record({
    input: fc.record(
      {
        organizationId: fc.constantFrom("demo-club", "demo-fftt", "x"),
        otherRevenues: fc.jsonValue({ maxDepth: 3 }),
        scenarios: fc.oneof(
          fc.jsonValue({ maxDepth: 3 }),
          fc.array(
            fc.dictionary(
              fc.constantFrom("id", "name", "membersPct", "pricesPct", "paidBenefits"),
              fc.jsonValue({ maxDepth: 1 }),
            ),
          ),
          // A scenario's line changes (decision 230): ids of the document's lines or not, percents in range or not.
          fc.array(
            fc.record({
              id: fc.constant("s1"),
              name: fc.constant("What if"),
              lines: fc.oneof(
                fc.jsonValue({ maxDepth: 2 }),
                fc.array(
                  fc.record({
                    id: fc.constantFrom("gs1", "if1", "b1", "x", ""),
                    pct: fc.jsonValue({ maxDepth: 0 }),
                  }),
                ),
              ),
            }),
          ),
        ),
        // Voted prices (decision 229): category ids that exist or not, amounts and days of any kind.
        prices: fc.oneof(
          fc.jsonValue({ maxDepth: 2 }),
          fc.record({
            votedOn: fc.oneof(fc.constant("2026-06-20"), fc.string({ maxLength: 12 })),
            byCategory: fc.dictionary(
              fc.constantFrom("g1c1", "x", "__proto__", "constructor"),
              fc.jsonValue({ maxDepth: 0 }),
            ),
          }),
        ),
        socialPricing: fc.jsonValue({ maxDepth: 3 }),
        // The cash plan's settings and schedules (season-money.md section 5), read by store and calculation/cashflow.
        cashPlan: fc.oneof(
          fc.jsonValue({ maxDepth: 2 }),
          fc.dictionary(fc.constantFrom("openingBalance", "floor"), fc.jsonValue({ maxDepth: 1 })),
        ),
        internalFees: fc.array(
          fc.record({
            name: fc.constant("Coach"),
            value: fc.constantFrom(-100, -0.06, 0),
            schedule: fc.oneof(
              fc.constant("monthly"),
              fc.jsonValue({ maxDepth: 2 }),
              fc.record({ months: fc.jsonValue({ maxDepth: 1 }) }),
            ),
          }),
          { maxLength: 2 },
        ),
      },
      { requiredKeys: ["organizationId"] },
    ),
  }),
);
const rawBody = fc.oneof(
  jsonBody.map((v) => JSON.stringify(v)),
  fc.string({ maxLength: 200 }),
  fc.constant("{bad"),
  fc.constant("[".repeat(5000)),
);
const query = fc.dictionary(
  fc.constantFrom("federationId", "organizationId", "from", "to", "top", "filter", "season", "format"),
  fc.oneof(
    fc.string({ maxLength: 30 }),
    fc.constantFrom(
      "2026-2027",
      "2025-2026",
      "2027-2028",
      "2031-2032",
      "2019-2020",
      "json",
      "csv",
      "demo-club",
    ),
  ),
  { maxKeys: 3 },
);

describe("bad input at every route", () => {
  it("never answers 500 and always answers the envelope", async () => {
    expect(routes.length).toBeGreaterThan(20);
    let requests = 0;
    // The data as the last request left it: an accepted one may change it, a refused one must not.
    let data = await digest(app);
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: routes.length - 1 }),
        // The three callers, or a forged access token.
        fc.integer({ min: 0, max: 3 }),
        fc.string({ maxLength: 60 }),
        fc.array(segment, { minLength: 3, maxLength: 3 }),
        rawBody,
        query,
        fc.oneof(fc.constant("application/json"), fc.constant("text/plain"), fc.string({ maxLength: 20 })),
        fc.option(fc.string({ maxLength: 40 }), { nil: undefined }),
        async (routeIndex, who, forgedToken, params, body, search, contentType, organizationHeader) => {
          const route = routes[routeIndex];
          let n = 0;
          const path = route.path.replace(/:[A-Za-z]+\??/g, () => encodeURIComponent(params[n++ % 3] || "x"));
          const headers: Record<string, string> = { "content-type": contentType };
          if (organizationHeader !== undefined)
            headers["x-organization-id"] = organizationHeader.replace(/[^\x20-\x7e]/g, "");
          const hasBody = route.method !== "GET" && route.method !== "HEAD";
          const response = await app.request(`${path}?${new URLSearchParams(search)}`, {
            method: route.method,
            token: who < tokens.length ? tokens[who].token : forgedToken.replace(/[^\x21-\x7e]/g, "") || "x",
            headers,
            body: hasBody ? body : undefined,
          });
          requests++;
          const text = await response.text();
          const after = await digest(app);
          if (response.status >= 400)
            expect(after === data, `${route.method} ${path} -> ${response.status} changed the data`).toBe(
              true,
            );
          data = after;
          // 503 is an honest answer (a dependency such as PayPal not configured); any other 5xx is a bug.
          const serverBug = response.status >= 500 && response.status !== 503;
          expect(serverBug, `${route.method} ${path} -> ${response.status} ${text.slice(0, 200)}`).toBe(
            false,
          );
          // Every answer is the envelope, but an image the proxy fetched (never here: every host is refused)
          // and the CSV of the Cerfa, sections and Cerfa 15059 exports (a success only).
          const json = response.headers.get("content-type")?.includes("application/json") ?? false;
          const csvRoute = [
            "/api/calculation/export/cerfa",
            "/api/calculation/export/sections",
            "/api/actuals/export/cerfa-15059",
          ].includes(route.path);
          const csv =
            response.status === 200 &&
            csvRoute &&
            response.headers.get("content-type") === "text/csv; charset=utf-8";
          expect(
            json || csv,
            `${route.method} ${path} -> ${response.status} ${response.headers.get("content-type")}`,
          ).toBe(true);
          if (json) {
            const envelope = JSON.parse(text);
            expect(typeof envelope.status).toBe("number");
            if (response.status >= 400) expect(envelope.status).not.toBe(0);
            // The envelope's status is a backend code of the catalogue (api.md), never another number.
            expect(
              envelope.status === 0 || envelope.status in backendErrors,
              `${route.method} ${path} -> ${response.status} status ${envelope.status}`,
            ).toBe(true);
          }
        },
      ),
      // The seed is the suite's (tests/support/fast-check-seed.ts): fixed in `npm test`, drawn in `npm run test:random`.
      { numRuns: Math.max(300, routes.length * 12) },
    );
    console.log(
      `fuzz: ${requests} generated requests over ${routes.length} routes, no 500, no refused request changed the data`,
    );
  }, 120_000);

  // Club health and the licence simulator (season-money.md section 6) as the global admin, who may call
  // both: any percentage, mode, season or federation is a 200 with counts or a 4xx on its field, never a 500.
  it("club health and the simulator answer a count or a refusal, whatever they are sent", async () => {
    const admin = tokens[2].token;
    const pct = fc.oneof(
      fc.integer({ min: -100, max: 100 }),
      fc.double({ min: -100, max: 100, noNaN: true }),
      fc.double(),
      fc.jsonValue({ maxDepth: 1 }),
    );
    const mode = fc.oneof(fc.constantFrom("prices-follow", "prices-voted"), fc.string({ maxLength: 15 }));
    const federation = fc.constantFrom("demo-fftt", "demo-club", "x", "", " demo-fftt ");
    const before = await digest(app);
    await fc.assert(
      fc.asyncProperty(
        federation,
        fc.option(seasonish, { nil: undefined }),
        pct,
        mode,
        fc.boolean(),
        async (federationId, season, templateFeesPct, simulationMode, post) => {
          const response = post
            ? await app.request("/api/federation/simulate", {
                method: "POST",
                token: admin,
                headers: { "content-type": "application/json" },
                body: JSON.stringify({
                  input: { federationId, season, templateFeesPct, mode: simulationMode },
                }),
              })
            : await app.request(
                `/api/statistics/club-health?${new URLSearchParams({ federationId, ...(season === undefined ? {} : { season }) })}`,
                { token: admin },
              );
          const envelope = (await response.json()) as {
            status: number;
            data: { withDeficit: unknown; clubs: unknown };
          };
          expect(response.status, JSON.stringify(envelope).slice(0, 200)).toBeLessThan(500);
          if (response.status === 200)
            expect(Number.isInteger(envelope.data.withDeficit) && Number.isInteger(envelope.data.clubs)).toBe(
              true,
            );
          else expect(envelope.status).not.toBe(0);
        },
      ),
      { numRuns: 120 },
    );
    // Nothing is saved: no call changed the data.
    expect(await digest(app)).toBe(before);
  }, 120_000);
});
