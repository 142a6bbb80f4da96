import { BENCH_FEDERATION, benchApp, type Timing, timeCalls } from "./bench-federation";

/** GET club/list of a federation of 2,000 clubs (target: well under 100 ms). */
export async function run(): Promise<{ seedMs: number; timings: Timing[] }> {
  const { app, token, seedMs } = await benchApp({ clubs: 2000, connections: 20_000 });
  try {
    const list = `/api/club/list?federationId=${BENCH_FEDERATION}`;
    const timings = [
      await timeCalls(app, token, "club/list, 2,000 clubs", list, { runs: 60, targetMs: 100 }),
      await timeCalls(app, token, "club/list with search", `${list}&search=%C3%A9l%2012`, {
        runs: 60,
        targetMs: 100,
      }),
      await timeCalls(app, token, "club/{id} details", "/api/club/bench-1234", { runs: 60, targetMs: 100 }),
    ];
    const { body } = await app.call<unknown[]>(list, { token });
    if (body.data.length !== 2000) throw new Error(`expected 2,000 clubs, got ${body.data.length}`);
    return { seedMs, timings };
  } finally {
    app.close();
  }
}
