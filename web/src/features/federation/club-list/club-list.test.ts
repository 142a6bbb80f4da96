import { describe, expect, it } from "vitest";
import type { ClubListRow } from "#core/schemas/federation-lists";
import { clubCells, hasFigures } from "./club-cells";
import { filterClubs, searchable } from "./club-search";
import { clubsCsv } from "./clubs-csv";
import { nextSort, sortClubs } from "./club-sort";

const club = (name: string, extra: Partial<ClubListRow> = {}): ClubListRow => ({
  id: name,
  code: "C1",
  name,
  zipCode: "69001",
  league: "Auvergne-Rhône-Alpes",
  members: 10,
  globalFees: 1520.5,
  createdAt: new Date(2026, 0, 9, 12).getTime(),
  started: true,
  result: -250.5,
  ...extra,
});
const season = (started: boolean) => (started ? "started" : "not started");

describe("club search", () => {
  const rows = searchable([club("Étoile Pongiste d'Évian"), club("TT Lyon"), club("Ping Évry")]);
  it("ignores accents and case, and wants every word", () => {
    expect(filterClubs(rows, "EVIAN etoile").map((c) => c.name)).toEqual(["Étoile Pongiste d'Évian"]);
    expect(filterClubs(rows, "év").map((c) => c.name)).toEqual(["Étoile Pongiste d'Évian", "Ping Évry"]);
    expect(filterClubs(rows, "  ")).toHaveLength(3);
    expect(filterClubs(rows, "lyon paris")).toEqual([]);
  });
});

describe("clubs.csv", () => {
  it("writes the list's columns with French Excel rules", () => {
    const csv = clubsCsv(
      [club('=HYPERLINK("x")', { code: "-1" }), club("TT Lyon", { globalFees: 0, result: null })],
      (column) => column.toUpperCase(),
      season,
    );
    expect(csv).toBe(
      "\uFEFFCODE;NAME;ZIPCODE;LEAGUE;MEMBERS;GLOBALFEES;RESULT;CREATEDAT;SEASON\r\n" +
        '\'-1;"\'=HYPERLINK(""x"")";69001;Auvergne-Rhône-Alpes;10;1520,5;-250,5;09-01-2026;started\r\n' +
        "C1;TT Lyon;69001;Auvergne-Rhône-Alpes;10;0;;09-01-2026;started\r\n",
    );
  });
});

describe("a club without figures yet (issue 31.6)", () => {
  const empty = club("TT Neuf", { members: 0, globalFees: 0 });

  it("has no figures only when both members and budget are 0", () => {
    expect([
      hasFigures(empty),
      hasFigures({ members: 0, globalFees: 120 }),
      hasFigures({ members: 3, globalFees: 0 }),
    ]).toEqual([false, true, true]);
  });

  it("shows no zeros in the list: its cells are null (the table writes '—')", () => {
    expect(clubCells(empty, "fr")).toMatchObject({
      members: null,
      globalFees: null,
      createdAt: "09-01-2026",
    });
    expect(clubCells(club("TT Lyon"), "en")).toMatchObject({ members: "10", globalFees: "€1,520.50" });
  });

  it("has its figures' cells empty in clubs.csv, not 0", () => {
    expect(clubsCsv([empty], (column) => column, season).split("\r\n")[1]).toBe(
      "C1;TT Neuf;69001;Auvergne-Rhône-Alpes;;;;09-01-2026;started",
    );
  });
});

describe("a club that has not started the listed season (issue 38.3)", () => {
  // The server sends 0 and 0 for it; were it ever to send figures, they are no figures of this season.
  const notStarted = club("TT Rentrée", { started: false, members: 42, globalFees: 4248 });

  it("shows no figures in the list, and says so", () => {
    expect(clubCells(notStarted, "en")).toMatchObject({ started: false, members: null, globalFees: null });
  });

  it("has empty figures and 'not started' in clubs.csv", () => {
    expect(clubsCsv([notStarted], (column) => column, season).split("\r\n")[1]).toBe(
      "C1;TT Rentrée;69001;Auvergne-Rhône-Alpes;;;;09-01-2026;not started",
    );
  });
});

describe("sorting the list by any column (issue 44)", () => {
  const rows = [
    club("Club 10", { code: "B", members: 30, result: 100, createdAt: 3 }),
    club("club 9", { code: "a", members: 10, result: -50, createdAt: 1 }),
    club("Élan", { code: "C", members: 20, result: null, createdAt: 2 }),
    club("Absent", { code: "D", started: false, members: 0, globalFees: 0, result: null, createdAt: 4 }),
  ];
  const names = (sort: Parameters<typeof sortClubs>[1]) => sortClubs(rows, sort, "fr").map((c) => c.name);

  it("keeps the server's order without a sort, orders texts as read and numbers by value", () => {
    expect(names(null)).toEqual(["Club 10", "club 9", "Élan", "Absent"]);
    expect(names({ key: "name", direction: "ascending" })).toEqual(["Absent", "club 9", "Club 10", "Élan"]);
    expect(names({ key: "code", direction: "descending" })).toEqual(["Absent", "Élan", "Club 10", "club 9"]);
    expect(names({ key: "createdAt", direction: "descending" })).toEqual([
      "Absent",
      "Club 10",
      "Élan",
      "club 9",
    ]);
  });

  it("puts a club without the figure last in both directions", () => {
    expect(names({ key: "result", direction: "ascending" })).toEqual(["club 9", "Club 10", "Élan", "Absent"]);
    expect(names({ key: "result", direction: "descending" })).toEqual([
      "Club 10",
      "club 9",
      "Élan",
      "Absent",
    ]);
    expect(names({ key: "members", direction: "ascending" })).toEqual([
      "club 9",
      "Élan",
      "Club 10",
      "Absent",
    ]);
  });

  it("a first click orders figures and dates from the largest, texts from A; a second reverses", () => {
    expect(nextSort(null, "result")).toEqual({ key: "result", direction: "descending" });
    expect(nextSort(null, "name")).toEqual({ key: "name", direction: "ascending" });
    expect(nextSort({ key: "name", direction: "ascending" }, "name")).toEqual({
      key: "name",
      direction: "descending",
    });
  });

  it("shows the result as an amount, '—' where none is kept", () => {
    expect(clubCells(club("A", { result: -250.5 }), "en").result).toBe("-€250.50");
    expect(clubCells(club("A", { result: null }), "en").result).toBeNull();
    expect(clubCells(club("A", { started: false }), "en").result).toBeNull();
  });
});
