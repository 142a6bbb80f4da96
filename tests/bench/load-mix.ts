import { BENCH_FEDERATION } from "./bench-federation";
import type { Call } from "./open-loop";

/**
 * What a population of users asks the server, per 1,000 requests (issue 9's mixed traffic). Club
 * admins are almost everyone: each page load reads the flags and the caller, the calculator is
 * opened, then autosaved every 60 s while edited. Federation admins are a few per federation, and
 * the web app keeps their club list 24 h (docs/decisions/052), so their screens are rare.
 */
export const MIX = [
  { kind: "support/config", per1000: 250, why: "every page load (flags)" },
  { kind: "user/details", per1000: 250, why: "every page load of a logged-in user" },
  { kind: "calculation/retrieve", per1000: 320, why: "opening a club's calculator" },
  { kind: "calculation/store", per1000: 170, why: "autosave every 60 s while editing, save button" },
  { kind: "club/list (search)", per1000: 3, why: "a federation admin searching clubs (API clients)" },
  { kind: "club/list (2,000 clubs)", per1000: 2, why: "a federation admin's list, cached 24 h by the app" },
  { kind: "statistics/federation", per1000: 4, why: "the statistics tab: last 30 days, 90 days, a year" },
  // Statistics are kept per period while nothing changes (docs/decisions/095): these are computed.
  { kind: "statistics (new period)", per1000: 1, why: "a period the slider had not asked yet" },
] as const;

export type Kind = (typeof MIX)[number]["kind"];

/** The mix as an evenly interleaved cycle of 1,000 kinds (smooth weighted round robin), so any stretch of it has the mix's shares. */
export function mixSequence(): Kind[] {
  const credit = MIX.map(() => 0);
  const sequence: Kind[] = [];
  for (let n = 0; n < 1000; n++) {
    MIX.forEach((entry, i) => (credit[i] += entry.per1000));
    const best = credit.indexOf(Math.max(...credit));
    credit[best] -= 1000;
    sequence.push(MIX[best].kind);
  }
  return sequence;
}

export interface LoadUsers {
  /** Token of the admin of club `bench-<i>`, for i below the number of tokens. */
  clubTokens: string[];
  fedeToken: string;
  /** A calculator document to save (the worked example). */
  template: Record<string, unknown>;
}

/**
 * Saves of club calculators: each save takes a club no other save in flight is using and sends the
 * version it last saw, as one admin per club would. Only when every club has a save in flight (the
 * server stalled) do two saves share a club; a 409 on such a club is then the right answer.
 */
export function calculatorSaves(clubs: number) {
  const versions = new Map<number, number>();
  const inFlight = new Map<number, number>();
  const shared = new Map<number, number>();
  const free = Array.from({ length: clubs }, (_, i) => clubs - 1 - i);
  let spare = 0;
  return {
    take(): { club: number; sharedAt: number } {
      let club = free.pop();
      if (club === undefined) {
        club = spare++ % clubs;
        shared.set(club, (shared.get(club) ?? 0) + 1);
        // Taken while another save of the club is in flight: counted as shared from the start.
        inFlight.set(club, (inFlight.get(club) ?? 0) + 1);
        return { club, sharedAt: -1 };
      }
      inFlight.set(club, (inFlight.get(club) ?? 0) + 1);
      return { club, sharedAt: shared.get(club) ?? 0 };
    },
    version: (club: number) => versions.get(club) ?? 1,
    /** The club was shared with another save while this one was in flight. */
    raced: (club: number, sharedAt: number) => (shared.get(club) ?? 0) !== sharedAt,
    done(club: number, status: number, body: string) {
      if (status === 200 || status === 409)
        versions.set(
          club,
          (JSON.parse(body) as { data: { context: { version: number } } }).data.context.version,
        );
      const left = (inFlight.get(club) ?? 1) - 1;
      inFlight.set(club, left);
      if (!left) free.unshift(club);
    },
  };
}

const STATISTICS_PERIODS = ["", "", "", "&from=-90&to=-1", "&from=-365&to=-1"];

let periodsAsked = 0;
/**
 * A period not asked before in this process (3,540 of them before one repeats), whichever phase of
 * the bench asks: answers are kept per period (docs/decisions/095), so each of these is computed.
 */
function newPeriod(): string {
  const k = periodsAsked++;
  return `&from=${-365 + (k % 354)}&to=${-1 - (Math.floor(k / 354) % 10)}`;
}

/** The `i`-th request of kind `kind`, from user `i` of the population. */
export function callOf(
  kind: Kind,
  i: number,
  users: LoadUsers,
  saves: ReturnType<typeof calculatorSaves>,
): Call {
  const user = i % users.clubTokens.length;
  const clubAdmin = { "x-access-token": users.clubTokens[user] };
  const fede = { "x-access-token": users.fedeToken };
  const list = `/api/club/list?federationId=${BENCH_FEDERATION}`;
  const statistics = `/api/statistics/federation?federationId=${BENCH_FEDERATION}`;
  switch (kind) {
    case "support/config":
      return { kind, method: "GET", path: "/api/support/config", headers: {} };
    case "user/details":
      return { kind, method: "GET", path: "/api/user/details", headers: clubAdmin };
    case "calculation/retrieve":
      return {
        kind,
        method: "GET",
        path: "/api/calculation/retrieve",
        headers: { ...clubAdmin, "x-organization-id": `bench-${user}` },
      };
    case "club/list (search)":
      return { kind, method: "GET", path: `${list}&search=el%20${i % 100}`, headers: fede };
    case "club/list (2,000 clubs)":
      return { kind, method: "GET", path: list, headers: fede };
    case "statistics/federation":
      return {
        kind,
        method: "GET",
        path: `${statistics}${STATISTICS_PERIODS[i % STATISTICS_PERIODS.length]}`,
        headers: fede,
      };
    case "statistics (new period)":
      return { kind, method: "GET", path: `${statistics}${newPeriod()}`, headers: fede };
    case "calculation/store": {
      const { club, sharedAt } = saves.take();
      const organizationId = `bench-${club}`;
      return {
        kind,
        method: "POST",
        path: "/api/calculation/store",
        headers: {
          "content-type": "application/json",
          "x-access-token": users.clubTokens[club],
          "x-organization-id": organizationId,
        },
        body: JSON.stringify({
          input: { ...users.template, organizationId, context: { version: saves.version(club) } },
        }),
        // api.md: a save made on a version someone else has just saved is refused with 409.
        accept: (status) => status === 409 && saves.raced(club, sharedAt),
        onResponse: (status, body) => saves.done(club, status, body),
      };
    }
  }
}
