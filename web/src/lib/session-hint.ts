/**
 * The server sets a readable `cc_session=1` cookie with the HttpOnly refresh cookie and clears it with
 * it (logout, refused refresh): the app asks for a refresh only when it is there, so a visitor's page
 * makes no call that can only answer 401 (decision 093). `__Host-` on one host, `__Secure-` when the
 * session is shared with the federation subdomains (worker/http/auth-cookies.ts).
 */
const HINT = /(?:^|;\s*)__(?:Host|Secure)-cc_session=1(?:;|$)/;

function documentCookies(): string {
  try {
    return typeof document === "undefined" ? "" : document.cookie;
  } catch {
    // Cookies blocked (sandboxed frame): the refresh cookie cannot be there either.
    return "";
  }
}

let lastRead: boolean | undefined;

/** True when the previous visit left a session that a refresh may restore. */
export function sessionHinted(cookies?: string): boolean {
  if (cookies !== undefined) return HINT.test(cookies);
  lastRead = HINT.test(documentCookies());
  return lastRead;
}

/**
 * The hint as the session's restoration last read it: the start-up preloads follow it rather than
 * read `document.cookie` again, a synchronous round trip to the browser (1-6 ms on a phone).
 */
export function sessionHintedAsRead(): boolean {
  return lastRead ?? sessionHinted();
}

/** After a failed refresh: the start-up preloads are for a session, and there is none (yet). */
export function forgetSessionHint(): void {
  lastRead = false;
}
