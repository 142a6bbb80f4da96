import { describe, expect, it } from "vitest";
import { workedExample } from "../cost-model";
import type { Calculator } from "../schemas/calculator";
import { clubFigures, simulatedClub, withTemplateFeesScaled } from "./club-figures";
import { clubHealth } from "./health";
import { simulation } from "./simulation";

/** The worked example with its federal fees (Licences -2400, Affiliation -600) from the federation's template. */
function templated(): Calculator {
  const doc = workedExample("club-a");
  return {
    ...doc,
    federalFees: doc.federalFees.map((line) => ({ ...line, readonly: true, type: "template" })),
  };
}

describe("one club's figures (season-money.md section 6)", () => {
  it("reads the worked example: result 1520 on 100 members, U11 under its net cost, ST/N 127.20", () => {
    expect(clubFigures(templated())).toEqual({ members: 100, result: 1520, belowCost: true, price: 127.2 });
  });

  it("scales the template's fee lines only: the club's own coach and equipment stay", () => {
    const scaled = withTemplateFeesScaled(templated(), 10);
    expect(scaled.federalFees.map((l) => l.value)).toEqual([-2640, -660]);
    expect(scaled.internalFees.map((l) => l.value)).toEqual([-9000, -1000]);
    expect(withTemplateFeesScaled(workedExample(), 10).federalFees.map((l) => l.value)).toEqual([
      -2400, -600,
    ]);
  });

  it("prices held as voted: +10 % on 3000 of licences takes 300 off the result, prices unchanged", () => {
    const { now, simulated } = simulatedClub(templated(), 10, "prices-voted");
    expect(now.result).toBe(1520);
    expect(simulated.result).toBeCloseTo(1220, 9);
    expect(simulated.price).toBeCloseTo(127.2, 9);
  });

  it("prices following their rates: U11 99 (123 x 80 % rounded up), U15 113, Loisir stays 150: ST 12870, result 1370", () => {
    const { simulated } = simulatedClub(templated(), 10, "prices-follow");
    expect(simulated.result).toBeCloseTo(1370, 9);
    expect(simulated.price).toBeCloseTo(128.7, 9);
  });

  it("voted prices (season-money.md section 3) stay as voted at held prices, and follow the rates otherwise", () => {
    const doc = templated();
    const ids = doc.groups.flatMap((g) => g.categories.map((c, i) => c.id ?? `${g.name}-${i}`));
    const withIds: Calculator = {
      ...doc,
      groups: doc.groups.map((g) => ({
        ...g,
        categories: g.categories.map((c, i) => ({ ...c, id: c.id ?? `${g.name}-${i}` })),
      })),
    };
    const voted: Calculator = {
      ...withIds,
      prices: { votedOn: "2026-06-20", byCategory: Object.fromEntries(ids.map((id) => [id, 100])) },
    };
    expect(clubFigures(voted).price).toBeCloseTo(100, 9);
    expect(simulatedClub(voted, 10, "prices-voted").simulated.price).toBeCloseTo(100, 9);
    // Following their rates: U11 99, U15 113, Loisir 150 (manual), as without a vote.
    expect(simulatedClub(voted, 10, "prices-follow").simulated.price).toBeCloseTo(128.7, 9);
  });

  it("no change gives the figures of now in both modes", () => {
    for (const mode of ["prices-follow", "prices-voted"] as const) {
      const { now, simulated } = simulatedClub(templated(), 0, mode);
      expect(simulated.result).toBeCloseTo(now.result, 9);
      expect(simulated.belowCost).toBe(now.belowCost);
    }
  });
});

describe("club health across clubs", () => {
  const figures = (result: number, members: number, price: number | null, belowCost = false) => ({
    result,
    members,
    price,
    belowCost,
  });

  it("counts deficits and categories under cost, quartiles of result per member and of the price change", () => {
    const health = clubHealth([
      { now: figures(-100, 10, 110, true), before: figures(0, 10, 100) },
      { now: figures(200, 20, 100), before: figures(0, 10, 100) },
      { now: figures(300, 10, 90), before: null },
      { now: figures(-0.001, 10, 50), before: figures(0, 10, 0) },
    ]);
    expect(health).toMatchObject({ clubs: 4, withDeficit: 1, belowCost: 1, priceChangeClubs: 2 });
    // Result per member: -10, 10, 30, -0.0001.
    expect(health.resultPerMember?.median).toBeCloseTo(4.99995, 9);
    expect(health.priceChange).toEqual({
      p25: expect.closeTo(0.025, 9),
      median: expect.closeTo(0.05, 9),
      p75: expect.closeTo(0.075, 9),
    });
    expect(health.resultBands.map((b) => b.clubs)).toEqual([0, 0, 0, 2, 1, 1, 0, 0]);
    expect(health.resultBands[3]).toEqual({ from: -20, to: 0, clubs: 2 });
  });

  it("answers nulls, not NaN, without clubs", () => {
    expect(clubHealth([])).toMatchObject({
      clubs: 0,
      withDeficit: 0,
      resultPerMember: null,
      priceChange: null,
    });
  });

  it("simulation: a raise of 60 % of the licences at voted prices turns the worked example to a deficit, 50 % does not", () => {
    const run = (pct: number) =>
      simulation("2026-2027", pct, "prices-voted", [
        { ...simulatedClub(templated(), pct, "prices-voted"), before: null },
      ]);
    expect(run(50)).toMatchObject({
      withDeficit: 0,
      clubsTurningToDeficit: 0,
      medianPriceChange: 0,
      current: { withDeficit: 0 },
    });
    expect(run(60)).toMatchObject({ withDeficit: 1, clubsTurningToDeficit: 1 });
    const follow = simulation("2026-2027", 10, "prices-follow", [
      { ...simulatedClub(templated(), 10, "prices-follow"), before: null },
    ]);
    expect(follow.medianPriceChange).toBeCloseTo(128.7 / 127.2 - 1, 9);
  });
});
