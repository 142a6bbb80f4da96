import type { Logger } from "../../deps";

/** Errors always; info and warnings only when DEBUG is set (production logs at error level). */
export function consoleLogger(debug: boolean): Logger {
  return {
    error: (message, detail) => console.error(`[error] ${message}`, detail ?? ""),
    warn: (message, detail) => debug && console.warn(`[warn] ${message}`, detail ?? ""),
    info: (message, detail) => debug && console.info(`[info] ${message}`, detail ?? ""),
  };
}
