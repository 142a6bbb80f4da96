import { jwtVerify, SignJWT } from "jose";

const ISSUER = "clubcost";
const AUDIENCE = "clubcost-api";
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

export interface AccessClaims {
  userId: string;
  tokenVersion: number;
  /**
   * The refresh family (session) the token was issued for: authenticate refuses the token once that
   * family is gone (logout, replay), so a logout ends the session's access token too, not 15 min later.
   */
  familyId: string;
}

function keyOf(secret: string) {
  return new TextEncoder().encode(secret);
}

export async function signAccessToken(claims: AccessClaims, secret: string, nowMs: number): Promise<string> {
  const iat = Math.floor(nowMs / 1000);
  return new SignJWT({ ver: claims.tokenVersion, fam: claims.familyId })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ACCESS_TOKEN_TTL_SECONDS)
    .sign(keyOf(secret));
}

/**
 * Tokens already verified, with their expiry: a signature check gives the same answer until then, and
 * a caller sends the same token on every call for 15 minutes. Bounded; the oldest entries go first.
 */
const verified = new Map<string, { secret: string; claims: AccessClaims; exp: number }>();
const MAX_VERIFIED = 5_000;

/**
 * The claims of a valid token, or null (bad signature, other algorithm, expired, wrong audience, or no
 * session family: tokens signed before families were checked are refused, and the app renews them
 * with its refresh cookie, as on any 401; docs/decisions/119).
 */
export async function verifyAccessToken(
  token: string,
  secret: string,
  nowMs: number,
): Promise<AccessClaims | null> {
  const known = verified.get(token);
  // jose's own rule: a token expires once `exp` <= now, in whole seconds.
  if (known && known.secret === secret && known.exp > Math.floor(nowMs / 1000)) return known.claims;
  const claims = await verifySignedToken(token, secret, nowMs);
  if (claims) {
    if (verified.size >= MAX_VERIFIED) verified.delete(verified.keys().next().value as string);
    verified.set(token, {
      secret,
      claims: Object.freeze({
        userId: claims.userId,
        tokenVersion: claims.tokenVersion,
        familyId: claims.familyId,
      }),
      exp: claims.exp,
    });
  }
  return claims && { userId: claims.userId, tokenVersion: claims.tokenVersion, familyId: claims.familyId };
}

async function verifySignedToken(
  token: string,
  secret: string,
  nowMs: number,
): Promise<(AccessClaims & { exp: number }) | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: ["HS256"],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: new Date(nowMs),
    });
    if (
      typeof payload.sub !== "string" ||
      typeof payload.ver !== "number" ||
      typeof payload.exp !== "number" ||
      typeof payload.fam !== "string"
    )
      return null;
    return { userId: payload.sub, tokenVersion: payload.ver, familyId: payload.fam, exp: payload.exp };
  } catch {
    return null;
  }
}
