import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import { AppError, errorCodes } from "#core/errors";
import { isPublicAddress } from "../../services/proxy/address-policy";

/** Resolves the host and refuses it unless every address is public (loopback, private, metadata...). */
export async function dnsHostGuard(hostname: string): Promise<void> {
  const addresses = isIP(hostname)
    ? [{ address: hostname }]
    : await lookup(hostname, { all: true }).catch(() => []);
  if (!addresses.length || addresses.some((a) => !isPublicAddress(a.address))) {
    throw new AppError(errorCodes.invalidParameter, {
      httpStatus: 400,
      field: "url",
      message: "This host is not allowed.",
    });
  }
}
