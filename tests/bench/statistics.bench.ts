import { BENCH_FEDERATION, benchApp, type Timing, timeCalls } from "./bench-federation";

/** GET statistics/federation on 2,000 clubs and 1,000,000 connections (target: under 200 ms). */
export async function run(): Promise<{ seedMs: number; timings: Timing[] }> {
  const { app, token, seedMs } = await benchApp({ clubs: 2000, connections: 1_000_000 });
  try {
    const stats = `/api/statistics/federation?federationId=${BENCH_FEDERATION}`;
    // Each call computed: answers kept between calls (docs/decisions/103) are measured apart, below.
    const cache = app.deps.statisticsCache;
    app.deps.statisticsCache = undefined;
    const timings = [
      await timeCalls(app, token, "statistics, last 30 days", stats, { runs: 30, targetMs: 200, note: "default period, ~82k connections counted" }),
      await timeCalls(app, token, "statistics, last 90 days", `${stats}&from=-90&to=-1`, { runs: 20, targetMs: 200 }),
      await timeCalls(app, token, "statistics, whole year", `${stats}&from=-365&to=-1`, { runs: 10, targetMs: 200, note: "all 1,000,000 connections counted" }),
    ];
    app.deps.statisticsCache = cache;
    timings.push(await timeCalls(app, token, "statistics, last 30 days, kept", stats, { runs: 30, targetMs: 200, note: "answer kept: version check only" }));
    return { seedMs, timings };
  } finally {
    app.close();
  }
}
