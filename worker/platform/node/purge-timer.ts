import type { Deps } from "../../deps";
import { purgeExpired } from "../../services/maintenance/purge";
import { errorDetail } from "../../http/error-cause";

/** Node's stand-in for the Workers Cron Trigger: a day apart, the first a minute after the start. */
export const PURGE_EVERY_MS = 24 * 3600 * 1000;
export const FIRST_PURGE_AFTER_MS = 60_000;

/**
 * Runs the purge on timers that do not keep the process alive (a stop is never held up by them); one
 * run at a time, and a failed run is logged and tried again at the next tick. Answers the stop.
 */
export function startPurgeTimer(deps: Pick<Deps, "db" | "clock" | "log">): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      deps.log.info("purge", await purgeExpired(deps));
    } catch (error) {
      deps.log.error("the scheduled purge failed", errorDetail(error));
    } finally {
      running = false;
    }
  };
  const first = setTimeout(run, FIRST_PURGE_AFTER_MS);
  const daily = setInterval(run, PURGE_EVERY_MS);
  first.unref();
  daily.unref();
  return () => {
    clearTimeout(first);
    clearInterval(daily);
  };
}
