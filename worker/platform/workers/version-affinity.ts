/**
 * Version affinity during a gradual roll-out (docs/decisions/215). Each Worker version has its own
 * static assets: a page of one version that asks the other for `/assets/index-<hash>.js` gets a 404 and
 * stays blank. Every page this version answers carries a cookie naming it, and the zone's Transform Rule
 * (docs/deploy.md, gradual roll-out) turns that cookie into Cloudflare's `Cloudflare-Workers-Version-Overrides`
 * header: the page's scripts, styles and API calls then reach the version that served the page, for as
 * long as that version is in the deployment (after it, the header is ignored and the split applies).
 * Every answer also names its version in a header, so `npm run deploy` can tell which one answered.
 */
export const VERSION_COOKIE = "cc-version";
export const VERSION_HEADER = "clubcost-version";

/** The version id of the binding `[version_metadata]` of wrangler.toml; undefined without it (tests, old configs). */
export function versionIdOf(binding: unknown): string | undefined {
  const id = (binding as { id?: unknown } | undefined)?.id;
  return typeof id === "string" && /^[\w-]{1,64}$/.test(id) ? id : undefined;
}

/** The answer, naming its version; a page also sets the cookie when the browser's names another version. */
export function withVersion(request: Request, response: Response, versionId: string | undefined): Response {
  if (!versionId) return response;
  // Answers from the asset store or fetch() have immutable headers: a copy can take more.
  const answer = new Response(response.body, response);
  answer.headers.set(VERSION_HEADER, versionId);
  const page = /^text\/html/i.test(response.headers.get("content-type") ?? "");
  if (page && cookieOf(request, VERSION_COOKIE) !== versionId) {
    // A session cookie: a browser back after the roll-out takes whatever version then serves.
    answer.headers.append(
      "set-cookie",
      `${VERSION_COOKIE}=${versionId}; Path=/; Secure; HttpOnly; SameSite=Lax`,
    );
  }
  return answer;
}

function cookieOf(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return undefined;
}
