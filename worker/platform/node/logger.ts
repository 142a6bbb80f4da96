import type { Logger } from "../../deps";
import { jsonLogger } from "../shared/json-logger";

/** Errors always; info and warnings only when DEBUG is set (production logs at error level). One JSON object a line. */
export function consoleLogger(debug: boolean): Logger {
  return jsonLogger(debug);
}
