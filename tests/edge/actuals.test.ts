import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seasonOf } from "#core/season";
import { DEMO_CLUB_ID } from "../../worker/seed/demo";
import { api, type EdgeWorld, startEdgeWorld } from "./worker-harness";

// The bank readers in workerd (decision 235): they use nothing Node-only, and read in the Worker bundle
// as in Node: a CSV, an OFX 1.x and a camt.053 file imported, the summary and the Cerfa 15059 answered.
let world: EdgeWorld;
const season = seasonOf(new Date());
const fixture = (name: string) =>
  readFileSync(`tests/fixtures/bank/${name}`, "utf8")
    .replaceAll("2027", String(Number(season.slice(0, 4)) + 1))
    .replaceAll("2026", season.slice(0, 4));

beforeAll(async () => {
  world = await startEdgeWorld();
});
afterAll(async () => {
  await world?.close();
});

describe("actuals in workerd", () => {
  it("reads each format, refuses a broken file with its line, and answers the summary and the Cerfa 15059", async () => {
    const token = (
      await api(world, "/auth/login", {
        json: { login: "club@demo.clubcost.app", password: "clubcost-demo" },
      })
    ).body.token!;
    const org = `?organizationId=${DEMO_CLUB_ID}`;
    const importFile = (format: string, name: string, dryRun = false) =>
      api<{ imported: number; mapping?: object }>(world, `/actuals/import${org}`, {
        token,
        json: { input: { organizationId: DEMO_CLUB_ID, season, format, content: fixture(name), dryRun } },
      });
    const csv = await importFile("csv", "csv-semicolon-debit-credit.csv", true);
    expect([csv.http, csv.body.data.imported]).toEqual([200, 4]);
    expect(csv.body.data.mapping).toMatchObject({ debit: "Débit euros", decimal: "," });
    expect((await importFile("ofx", "ofx1-sgml.ofx")).body.data.imported).toBe(3);
    expect((await importFile("camt053", "camt053-v08.xml")).body.data.imported).toBe(2);
    const broken = await importFile("camt053", "camt053-malformed.xml");
    expect([broken.http, broken.body.data]).toEqual([
      400,
      expect.objectContaining({ reason: "badXml", line: 34 }),
    ]);
    const summary = await api<{ unassigned: { count: number } }>(
      world,
      `/actuals/summary${org}&season=${season}`,
      { token },
    );
    expect([summary.http, summary.body.data.unassigned.count]).toEqual([200, 5]);
    const cerfa = await world.fetch(
      `https://clubcost.test/api/actuals/export/cerfa-15059${org}&season=${season}`,
      {
        headers: { "x-access-token": token, "cf-connecting-ip": "198.51.100.7" },
      },
    );
    expect(cerfa.status).toBe(200);
    expect((await cerfa.text()).replace(/^\uFEFF/, "").split("\r\n")[0]).toBe(
      "compte;libellé;prévision;réalisation;écart;écart %;explication",
    );
  });
});
