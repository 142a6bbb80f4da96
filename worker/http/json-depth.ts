import type { Context } from "hono";
import { AppError, errorCodes } from "#core/errors";

/** No request of ours nests deeper than about ten levels (a calculator document); 64 leaves room. */
export const MAX_JSON_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;

/**
 * Whether JSON text nests arrays and objects deeper than `max`, found by counting brackets outside
 * strings: nothing is built, so a hostile megabyte of `[[[[` costs one pass over the text instead of
 * a parse and a validation walk that hold the event loop. Malformed text is left to JSON.parse.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === QUOTE) {
      // Skip the string; a backslash escapes the next character, whatever it is.
      for (i++; i < text.length; i++) {
        const inner = text.charCodeAt(i);
        if (inner === BACKSLASH) i++;
        else if (inner === QUOTE) break;
      }
    } else if (code === OPEN_BRACKET || code === OPEN_BRACE) {
      if (++depth > max) return true;
    } else if (code === CLOSE_BRACKET || code === CLOSE_BRACE) {
      depth--;
    }
  }
  return false;
}

/** 400 on the body before it is parsed when it nests deeper than MAX_JSON_DEPTH (the text is kept for the parse). */
export async function refuseDeepJson(c: Context): Promise<void> {
  if (!c.req.raw.body) return;
  const text = await c.req.text();
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
    throw new AppError(errorCodes.invalidParameter, {
      httpStatus: 400,
      field: "body",
      message: "error_json_too_deep",
    });
  }
}
