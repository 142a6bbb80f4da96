import type { Context } from "hono";
import { AppError, errorCodes } from "#core/errors";
import { organizationIdSchema } from "#core/schemas/calculation";
import type { AppEnv } from "./context";

/**
 * The organization a call is about. The web app names it in the `x-organization-id` header and,
 * for some calls, again in the query or the body; `named` are those query and body values (absent
 * ones undefined). When two of them disagree the caller is confused or forging: which one the
 * service would act on is a guess, so the call is refused (400, field organizationId) before any
 * service reads it. The most specific value wins otherwise: body, then query, then header.
 */
export function organizationOf(c: Context<AppEnv>, ...named: (string | undefined)[]): string {
  const header = c.req.header("x-organization-id");
  const given = [...named, header].filter(
    (value): value is string => value !== undefined && value.trim() !== "",
  );
  if (new Set(given.map((value) => value.trim())).size > 1) {
    throw new AppError(errorCodes.invalidParameter, {
      httpStatus: 400,
      field: "organizationId",
      message: "The header, query and body name different organizations.",
    });
  }
  const raw = given[0];
  const parsed = organizationIdSchema.safeParse(raw ?? "");
  if (!parsed.success) {
    throw new AppError(raw ? 1 : 400, {
      httpStatus: 400,
      field: "organizationId",
      message: "The organization (x-organization-id) is missing or invalid.",
    });
  }
  return parsed.data;
}
