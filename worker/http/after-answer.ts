import type { Context } from "hono";
import type { AppEnv } from "./context";
import { errorDetail } from "./error-cause";

/** What the runtime gives a request to keep work alive after its answer (Workers' ExecutionContext). */
type KeepsAlive = { waitUntil(work: Promise<unknown>): void };

function executionContextOf(c: Context<AppEnv>): KeepsAlive | null {
  // Hono's getter throws when the runtime gave none (Node's server): then nothing needs keeping alive.
  try {
    return c.executionCtx;
  } catch {
    return null;
  }
}

/**
 * Runs `work` without making the answer wait for it (a mail whose delay would tell who has an account).
 * Its failure is logged, never thrown: the caller has been answered already. On Workers the request's
 * `waitUntil` keeps the isolate alive until it ends; on Node the process outlives it anyway.
 */
export function afterAnswer(c: Context<AppEnv>, what: string, work: () => Promise<unknown>): void {
  const log = c.get("deps").log;
  const settled = Promise.resolve()
    .then(work)
    .then(
      () => undefined,
      (error: unknown) => log.error(`${what} failed after the answer`, errorDetail(error)),
    );
  executionContextOf(c)?.waitUntil(settled);
}
