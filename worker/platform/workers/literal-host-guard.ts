import { AppError, errorCodes } from "#core/errors";
import { isPublicAddress } from "../../services/proxy/address-policy";

/**
 * Workers cannot resolve names before fetching, and Cloudflare's network does not route to private
 * ranges; literal addresses are still checked so a request never even tries one.
 */
export async function literalHostGuard(hostname: string): Promise<void> {
  const literal = /^\d+\.\d+\.\d+\.\d+$/.test(hostname) || hostname.includes(":");
  if (literal && !isPublicAddress(hostname))
    throw new AppError(errorCodes.invalidParameter, {
      httpStatus: 400,
      field: "url",
      message: "This host is not allowed.",
    });
}
