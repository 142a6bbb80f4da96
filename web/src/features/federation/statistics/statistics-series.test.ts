import { describe, expect, it } from "vitest";
import type { ClubConnections } from "#core/schemas/federation-lists";
import {
  cumulative,
  departmentLabel,
  distribution,
  monthName,
  rankConnections,
  topOf,
} from "./statistics-series";
import { topConnectionsCsv } from "./top-connections-csv";

const row = (
  clubId: string,
  club: string,
  league: string,
  department: string,
  value: number,
): ClubConnections => ({
  time: `${league}|${department}|${club}`,
  clubId,
  club,
  league,
  department,
  value,
});
const rows = [
  row("a", "Ajaccio TT", "Corse", "2A", 3),
  row("b", "Bastia TT", "Corse", "2B", 2),
  row("l", "Lyon Ping", "AURA", "69", 2),
  row("v", "Villeurbanne", "AURA", "69", 4),
  row("x", "Nowhere", "", "", 1),
];

describe("top connections", () => {
  it("ranks clubs, departments and leagues, most connections first", () => {
    expect(rankConnections(rows, "club", "?").map((r) => [r.label, r.value])).toEqual([
      ["Villeurbanne", 4],
      ["Ajaccio TT", 3],
      ["Bastia TT", 2],
      ["Lyon Ping", 2],
      ["Nowhere", 1],
    ]);
    expect(rankConnections(rows, "department", "?").map((r) => [r.label, r.value])).toEqual([
      ["69 Rhône", 6],
      ["2A Corse-du-Sud", 3],
      ["2B Haute-Corse", 2],
      ["?", 1],
    ]);
    expect(rankConnections(rows, "league", "?").map((r) => [r.label, r.value])).toEqual([
      ["AURA", 6],
      ["Corse", 5],
      ["?", 1],
    ]);
  });

  it("keeps the top N, or all", () => {
    expect(topOf([1, 2, 3, 4], 3)).toEqual([1, 2, 3]);
    expect(topOf([1, 2], 5)).toEqual([1, 2]);
    expect(topOf([1, 2, 3, 4], "all")).toEqual([1, 2, 3, 4]);
  });

  it("writes top_connections.csv", () => {
    const headers = {
      rank: "Rang",
      group: "Club",
      league: "Ligue",
      department: "Département",
      connections: "Connexions",
    };
    expect(topConnectionsCsv(topOf(rankConnections(rows, "club", "?"), 2 as never), "club", headers)).toBe(
      "\uFEFFRang;Club;Ligue;Département;Connexions\r\n1;Villeurbanne;AURA;69 Rhône;4\r\n2;Ajaccio TT;Corse;2A Corse-du-Sud;3\r\n",
    );
    expect(
      topConnectionsCsv(rankConnections(rows, "league", "?"), "league", { ...headers, group: "Ligue" }),
    ).toBe("\uFEFFRang;Ligue;Connexions\r\n1;AURA;6\r\n2;Corse;5\r\n3;?;1\r\n");
  });
});

describe("series helpers", () => {
  it("adds up a monthly series", () => {
    expect(
      cumulative([
        { label: "202601", value: 2 },
        { label: "202602", value: 0 },
        { label: "202603", value: 3 },
      ]).map((r) => r.value),
    ).toEqual([2, 2, 5]);
  });

  it("sorts a distribution by count or name, and keeps ten on request", () => {
    const series = Array.from({ length: 12 }, (_, i) => ({ label: `L${i}`, value: i }));
    const byCount = distribution(series, { sort: "count", topOnly: true, label: (l) => l });
    expect(byCount.map((r) => r.label)).toEqual([
      "L11",
      "L10",
      "L9",
      "L8",
      "L7",
      "L6",
      "L5",
      "L4",
      "L3",
      "L2",
    ]);
    const byName = distribution(series, { sort: "name", topOnly: false, label: (l) => l });
    expect(byName.map((r) => r.label).slice(0, 3)).toEqual(["L0", "L1", "L2"]);
  });

  it("names departments and months", () => {
    expect([departmentLabel("974", "?"), departmentLabel("", "?"), departmentLabel("99", "?")]).toEqual([
      "974 La Réunion",
      "?",
      "99",
    ]);
    expect(monthName("202601", "fr")).toBe("janv. 2026");
    expect(monthName("202601", "en")).toBe("Jan 2026");
  });
});
