import type { Context } from "hono";

type Link = { name?: string; code?: unknown; status?: unknown; message?: unknown; cause?: unknown };

function chain(error: unknown): Link[] {
  const links: Link[] = [];
  for (
    let current = error;
    current && typeof current === "object" && links.length < 6;
    current = (current as Link).cause
  )
    links.push(current as Link);
  return links;
}

/**
 * The error's code as a short machine cause: the first code in the cause chain (libSQL's SERVER_ERROR,
 * our FETCH_ERROR, SQLITE_BUSY...) and the HTTP status the database answered, if any: "SERVER_ERROR 401"
 * (a wrong Turso token) differs from "FETCH_ERROR" (Turso unreachable). Never a message: no data, no secret.
 */
export function causeCode(error: unknown): string {
  const links = chain(error);
  const code =
    links.map((l) => l.code).find((c): c is string => typeof c === "string" && c !== "") ??
    links.at(-1)?.name ??
    "unknown";
  const status = links.map((l) => l.status).find((s): s is number => typeof s === "number");
  return status === undefined ? code : `${code} ${status}`;
}

const EMAIL = /[^\s"'<>()@,;:]+@[^\s"'<>()@,;:]+\.[a-z]{2,}/gi;

/**
 * The messages of the cause chain, for a log line. drizzle's own "Failed query: … params: …" is left
 * out (its parameters are people's data: addresses, contact messages), and anything shaped like an
 * e-mail address is masked in what is left.
 */
export function causeMessages(error: unknown): string {
  return chain(error)
    .map((link) => (typeof link.message === "string" ? link.message : ""))
    .filter((message) => message !== "" && !message.startsWith("Failed query"))
    .map((message) => message.replace(EMAIL, "<e-mail>").slice(0, 200))
    .join(" <- ");
}

/** Where a logged error happened: method, the path without its query string (it may carry addresses), Cloudflare's ray id. */
export function requestOf(c: Context): { method: string; path: string; ray: string } {
  return { method: c.req.method, path: c.req.path, ray: c.req.header("cf-ray") ?? "" };
}

/** What a log line says of an error: its cause code and its messages, masked as causeMessages does. */
export function errorDetail(error: unknown): { cause: string; detail: string } {
  return { cause: causeCode(error), detail: causeMessages(error) };
}
