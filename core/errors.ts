/**
 * The backend error catalogue (product.md section 8), shared by the API and the web app.
 * Each code has an English and a French text; the web app reads them through i18n keys
 * `message.backend.error_code_{abs(code)}`, generated from this table.
 */
export const backendErrors = {
  1: { en: "Invalid parameter.", fr: "Paramètre invalide." },
  2: {
    en: "Service unavailable, please try again in a moment.",
    fr: "Service indisponible, réessayez dans un instant.",
  },
  3: {
    en: "You have no right to access this resource.",
    fr: "Vous n'avez pas le droit d'accéder à cette ressource.",
  },
  4: { en: "Invalid login or password.", fr: "Identifiant ou mot de passe invalide." },
  5: { en: "This organization does not exist.", fr: "Cette organisation n'existe pas." },
  6: {
    en: "These credentials do not exist, please register first.",
    fr: "Ces identifiants n'existent pas, inscrivez-vous d'abord.",
  },
  7: {
    en: "These credentials already exist, reset your password.",
    fr: "Ces identifiants existent déjà, réinitialisez votre mot de passe.",
  },
  8: { en: "Encryption failure, please log in again.", fr: "Erreur de chiffrement, reconnectez-vous." },
  9: { en: "Failed to send the e-mails.", fr: "Échec de l'envoi des e-mails." },
  10: { en: "Invalid e-mail.", fr: "E-mail invalide." },
  11: {
    en: "This calculator was saved by someone else in the meantime.",
    fr: "Ce calculateur a été enregistré par quelqu'un d'autre entre-temps.",
  },
  12: {
    en: "Too many attempts, please wait a moment and try again.",
    fr: "Trop de tentatives, patientez un moment avant de réessayer.",
  },
  13: { en: "The application is closed for maintenance.", fr: "L'application est fermée pour maintenance." },
  14: { en: "This season already has a calculator.", fr: "Cette saison a déjà un calculateur." },
  15: {
    en: "This password is too easy to guess, please choose another.",
    fr: "Ce mot de passe se devine trop facilement, choisissez-en un autre.",
  },
  16: {
    en: "This calculator is too large to be kept in its history of saves: make it smaller, then save again.",
    fr: "Ce calculateur est trop volumineux pour être gardé dans l'historique des enregistrements : allégez-le, puis enregistrez à nouveau.",
  },
  400: { en: "Missing parameter.", fr: "Paramètre manquant." },
  401: { en: "Authentication failed, please retry.", fr: "Échec de l'authentification, réessayez." },
  403: { en: "Not allowed.", fr: "Non autorisé." },
  404: { en: "Service not found.", fr: "Service introuvable." },
  413: { en: "The request is too large.", fr: "La requête est trop volumineuse." },
  500: { en: "Server trouble, please contact support.", fr: "Problème serveur, contactez le support." },
  1000: { en: "This organization does not exist.", fr: "Cette organisation n'existe pas." },
  1001: { en: "Invalid invitation number.", fr: "Numéro d'invitation invalide." },
  1002: {
    en: "Not enough invitations left, contact sales.",
    fr: "Plus assez d'invitations, contactez le service commercial.",
  },
  1003: { en: "This club already exists.", fr: "Ce club existe déjà." },
  1004: { en: "Your account seems incomplete.", fr: "Votre compte semble incomplet." },
  1005: { en: "This club does not exist.", fr: "Ce club n'existe pas." },
} as const satisfies Record<number, { en: string; fr: string }>;

export type BackendCode = keyof typeof backendErrors;

/**
 * Each backend code by name (issue 40.5): the server writes `new AppError(errorCodes.noRight)`, never
 * the bare number (eslint.config.js refuses a number there). Every code of backendErrors has a name.
 */
export const errorCodes = {
  invalidParameter: 1,
  serviceUnavailable: 2,
  noRight: 3,
  invalidLogin: 4,
  organizationNotFound: 5,
  unknownCredentials: 6,
  credentialsTaken: 7,
  encryptionFailure: 8,
  mailFailed: 9,
  invalidEmail: 10,
  savedMeanwhile: 11,
  tooManyAttempts: 12,
  closedForMaintenance: 13,
  seasonHasCalculator: 14,
  guessablePassword: 15,
  tooLargeForHistory: 16,
  missingParameter: 400,
  authenticationFailed: 401,
  notAllowed: 403,
  serviceNotFound: 404,
  requestTooLarge: 413,
  serverTrouble: 500,
  federationNotFound: 1000,
  invalidInvitation: 1001,
  noInvitationsLeft: 1002,
  clubExists: 1003,
  incompleteAccount: 1004,
  clubNotFound: 1005,
} as const satisfies Record<string, BackendCode>;

/** A code of backendErrors without a name in errorCodes fails the type check here. */
type UnnamedCode = Exclude<BackendCode, (typeof errorCodes)[keyof typeof errorCodes]>;
const _everyCodeNamed: [UnnamedCode] extends [never] ? true : never = true;

export const genericError = {
  en: "Unexpected error, please contact support.",
  fr: "Erreur inattendue, contactez le support.",
};

/** HTTP status class for each backend code when the caller does not say otherwise (api.md). */
const defaultHttpStatus: Partial<Record<BackendCode, number>> = {
  1: 400,
  2: 503,
  3: 403,
  4: 401,
  5: 404,
  6: 401,
  7: 409,
  8: 401,
  9: 503,
  10: 400,
  11: 409,
  12: 429,
  13: 503,
  14: 409,
  15: 400,
  16: 422,
  400: 400,
  401: 401,
  403: 403,
  404: 404,
  413: 413,
  500: 500,
  1000: 404,
  1001: 422,
  1002: 422,
  1003: 409,
  1004: 422,
  1005: 404,
};

/** The one error type of the server: a backend code, an HTTP status and optional details. */
export class AppError extends Error {
  readonly code: BackendCode;
  readonly httpStatus: number;
  readonly field?: string;
  readonly data?: unknown;

  constructor(
    code: BackendCode,
    options: { httpStatus?: number; field?: string; message?: string; data?: unknown } = {},
  ) {
    super(options.message ?? backendErrors[code].en);
    this.code = code;
    this.httpStatus = options.httpStatus ?? defaultHttpStatus[code] ?? 400;
    this.field = options.field;
    this.data = options.data;
  }
}
