import { callEnded, callStarted } from "./activity";
import { APP_CLOSED, ApiError, apiErrorOf, type Envelope, SERVICE_UNAVAILABLE } from "./api-error";

export { ApiError } from "./api-error";
export type { Envelope } from "./api-error";

/** What the app does when the API says the session ended, access is refused, or the app is closed. */
interface ApiHandlers {
  /** Refreshes the session or asks the person to log in again; true when the call may be retried. */
  renewSession: () => Promise<boolean>;
  onForbidden: () => void;
  onClosed: () => void;
}

let handlers: ApiHandlers = {
  renewSession: async () => false,
  onForbidden: () => undefined,
  onClosed: () => undefined,
};

export function configureApi(next: Partial<ApiHandlers>): void {
  handlers = { ...handlers, ...next };
}

// The session token lives in memory only (product.md section 3); a reload restores it via /auth/refresh.
let accessToken: string | null = null;

export function setAccessToken(token: string | null): void {
  accessToken = token;
}

export function hasAccessToken(): boolean {
  return accessToken !== null;
}

interface CallOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  query?: Record<string, string | undefined>;
  /** Sent as `x-organization-id`. */
  organizationId?: string;
  /** Login, register, refresh: never raise the re-login dialog for these. */
  anonymous?: boolean;
  signal?: AbortSignal;
}

function urlOf(path: string, query?: CallOptions["query"]): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) params.set(key, value);
  const search = params.toString();
  return `/api${path}${search ? `?${search}` : ""}`;
}

async function readBody(response: Response): Promise<Partial<Envelope> | null> {
  const text = await response.text().catch(() => "");
  if (!text) return null;
  try {
    return JSON.parse(text) as Partial<Envelope>;
  } catch {
    return null;
  }
}

async function send<T>(path: string, options: CallOptions, retried: boolean): Promise<Envelope<T>> {
  const token = options.anonymous ? null : accessToken;
  const headers: Record<string, string> = { accept: "application/json" };
  if (options.body !== undefined) headers["content-type"] = "application/json";
  if (token) headers["x-access-token"] = token;
  if (options.organizationId) headers["x-organization-id"] = options.organizationId;

  let response: Response;
  callStarted();
  try {
    response = await fetch(urlOf(path, options.query), {
      method: options.method ?? "GET",
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: "same-origin",
      signal: options.signal,
    });
  } catch (cause) {
    if ((cause as Error)?.name === "AbortError") throw cause;
    throw new ApiError({ httpStatus: 0, code: SERVICE_UNAVAILABLE, message: "" });
  } finally {
    callEnded();
  }

  const body = await readBody(response);
  if (response.status === 401 && token && !retried) {
    if (await handlers.renewSession()) return send<T>(path, options, true);
  }
  if (response.status === 403) handlers.onForbidden();
  if (response.status === 503 && body?.status === APP_CLOSED) handlers.onClosed();
  if (!response.ok || !body || body.status !== 0) {
    if (response.status >= 500)
      console.error(`API ${options.method ?? "GET"} ${path} answered ${response.status}`);
    throw apiErrorOf(response.status, body);
  }
  return body as Envelope<T>;
}

/** The one API client: base `/api`, JSON, session and organization headers, the envelope unwrapped. */
export function call<T>(path: string, options: CallOptions = {}): Promise<Envelope<T>> {
  return send<T>(path, options, false);
}

/**
 * GET of a binary body (poster images through `/proxy/image/...`): same session header and renewal
 * as `call`, the body as a Blob; a failure throws the envelope's ApiError.
 */
export async function getBlob(
  path: string,
  options: Pick<CallOptions, "organizationId" | "signal"> = {},
  retried = false,
): Promise<Blob> {
  const headers: Record<string, string> = {};
  if (accessToken) headers["x-access-token"] = accessToken;
  if (options.organizationId) headers["x-organization-id"] = options.organizationId;
  callStarted();
  let response: Response;
  try {
    response = await fetch(urlOf(path), { headers, credentials: "same-origin", signal: options.signal });
  } catch (cause) {
    if ((cause as Error)?.name === "AbortError") throw cause;
    throw new ApiError({ httpStatus: 0, code: SERVICE_UNAVAILABLE, message: "" });
  } finally {
    callEnded();
  }
  if (response.status === 401 && accessToken && !retried && (await handlers.renewSession()))
    return getBlob(path, options, true);
  if (!response.ok) throw apiErrorOf(response.status, await readBody(response));
  return response.blob();
}

export const api = {
  get: async <T>(path: string, options: Omit<CallOptions, "method" | "body"> = {}) =>
    (await call<T>(path, options)).data,
  post: async <T>(path: string, body?: unknown, options: Omit<CallOptions, "method" | "body"> = {}) =>
    (await call<T>(path, { ...options, method: "POST", body })).data,
  patch: async <T>(path: string, body?: unknown, options: Omit<CallOptions, "method" | "body"> = {}) =>
    (await call<T>(path, { ...options, method: "PATCH", body })).data,
  delete: async <T>(path: string, options: Omit<CallOptions, "method" | "body"> = {}) =>
    (await call<T>(path, { ...options, method: "DELETE" })).data,
};
