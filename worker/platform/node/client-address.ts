import type { IncomingMessage } from "node:http";

/**
 * The client as the proxy in front saw it (TRUST_PROXY): the last X-Forwarded-For address, the one
 * that proxy added. The first one is whatever the client itself sent (nginx's usual
 * `$proxy_add_x_forwarded_for` appends to it), and keying rate limits on it would let each request
 * choose its own key.
 */
export function forwardedAddress(request: Request, env: unknown): string {
  return request.headers.get("x-forwarded-for")?.split(",").at(-1)?.trim() || socketAddress(request, env);
}

/** The TCP peer of the request (@hono/node-server passes the Node request as env.incoming). */
export function socketAddress(_request: Request, env: unknown): string {
  return (env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket?.remoteAddress ?? "local";
}
