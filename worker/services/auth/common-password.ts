import { AppError, errorCodes } from "#core/errors";
import { isGuessablePassword } from "#core/password-rules";
import commonPasswords from "./common-passwords.json";

/** Built on first use: the 10,000 most common passwords, lower-cased (common-passwords.NOTICE.md). */
let known: Set<string> | undefined;

/** Whether a password is one of the most common ones, in any letter case ("Password1" is "password1"). */
export function isCommonPassword(password: string): boolean {
  known ??= new Set(commonPasswords);
  return known.has(password.toLowerCase());
}

/**
 * Refuses a guessable new password, or one from the list (ASVS 2.1.7), naming the field as the request's validation
 * does; the message is the web app's validation key, shown in the person's language.
 */
export function refuseCommonPassword(password: string, field: string): void {
  // Code 15: a keyboard row, a repeated character, the product's name or the demo password (issue 39.7).
  if (isGuessablePassword(password))
    throw new AppError(errorCodes.guessablePassword, {
      httpStatus: 400,
      field,
      message: "error_password_guessable",
    });
  if (isCommonPassword(password))
    throw new AppError(errorCodes.invalidParameter, {
      httpStatus: 400,
      field,
      message: "error_password_common",
    });
}
