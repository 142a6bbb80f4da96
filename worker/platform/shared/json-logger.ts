import type { Logger } from "../../deps";

export type Level = "error" | "warn" | "info";

/**
 * One JSON object per line, on both runtimes, so Workers Logs and a self-host's log shipper (journald,
 * Docker's json-file, Vector, Loki...) filter by field: `level`, `msg`, then the detail's own fields
 * (route, status, cause...). Errors always; warnings and info only with DEBUG (product.md section 9).
 * The callers pass no personal data (http/error-cause.ts masks what could carry some).
 */
export function jsonLogger(
  debug: boolean,
  write: (level: Level, line: string) => void = writeToConsole,
): Logger {
  const emit = (level: Level) => (message: string, detail?: unknown) => {
    if (level !== "error" && !debug) return;
    write(level, logLine(level, message, detail));
  };
  return { error: emit("error"), warn: emit("warn"), info: emit("info") };
}

/** `{"level":…,"msg":…,…detail}`; a detail that is not an object goes under `detail`. */
export function logLine(level: Level, message: string, detail?: unknown): string {
  const fields =
    detail === undefined || detail === ""
      ? {}
      : typeof detail === "object" && detail !== null && !Array.isArray(detail)
        ? detail
        : { detail };
  // level and msg come first, and a detail's own `level` or `msg` cannot replace them.
  const line = Object.assign({ level, msg: message }, fields, { level, msg: message });
  return JSON.stringify(line, (_key, value: unknown) => (typeof value === "bigint" ? String(value) : value));
}

// Workers Logs takes the level from the console method and the fields from a JSON message.
function writeToConsole(level: Level, line: string) {
  if (level === "error") console.error(line);
  else if (level === "warn") console.warn(line);
  else console.log(line);
}
