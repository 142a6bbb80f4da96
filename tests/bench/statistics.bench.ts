import { memoryStatisticsCache } from "../../worker/services/statistics/statistics-cache";
import { BENCH_FEDERATION, benchApp, type Timing, timeCalls } from "./bench-federation";

/** GET statistics/federation on 2,000 clubs and 1,000,000 connections (target: under 200 ms). */
export async function run(): Promise<{ seedMs: number; timings: Timing[] }> {
  const { app, token, seedMs } = await benchApp({ clubs: 2000, connections: 1_000_000 });
  try {
    const stats = `/api/statistics/federation?federationId=${BENCH_FEDERATION}`;
    // What is kept between calls (docs/decisions/095) is measured in steps: nothing, then the clubs'
    // part of the statistics (a period not asked before), then whole answers.
    const kept = app.deps.statisticsCache;
    app.deps.statisticsCache = undefined;
    const timings = [
      await timeCalls(app, token, "statistics, last 30 days", stats, {
        runs: 30,
        targetMs: 200,
        note: "nothing kept; ~82k connections counted",
      }),
      await timeCalls(app, token, "statistics, last 90 days", `${stats}&from=-90&to=-1`, {
        runs: 20,
        targetMs: 200,
        note: "nothing kept",
      }),
      await timeCalls(app, token, "statistics, whole year", `${stats}&from=-365&to=-1`, {
        runs: 10,
        targetMs: 200,
        note: "nothing kept; all 1,000,000 connections counted",
      }),
    ];
    app.deps.statisticsCache = { ...memoryStatisticsCache(), get: () => undefined };
    timings.push(
      await timeCalls(app, token, "statistics, a new period", `${stats}&from=-30&to=-1`, {
        runs: 30,
        targetMs: 200,
        note: "clubs' part kept",
      }),
    );
    app.deps.statisticsCache = kept;
    timings.push(
      await timeCalls(app, token, "statistics, last 30 days, kept", stats, {
        runs: 30,
        targetMs: 200,
        note: "answer kept: version check only",
      }),
    );
    return { seedMs, timings };
  } finally {
    app.close();
  }
}
