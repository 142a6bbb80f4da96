import type { IncomingMessage } from "node:http";

/** The first X-Forwarded-For address: only for a server behind a proxy that sets it (TRUST_PROXY). */
export function forwardedAddress(request: Request, env: unknown): string {
  return request.headers.get("x-forwarded-for")?.split(",")[0]?.trim() || socketAddress(request, env);
}

/** The TCP peer of the request (@hono/node-server passes the Node request as env.incoming). */
export function socketAddress(_request: Request, env: unknown): string {
  return (env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket?.remoteAddress ?? "local";
}
