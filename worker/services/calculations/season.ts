import { AppError, errorCodes } from "#core/errors";
import { seasonOf, seasonRefusal } from "#core/season";
import type { ServiceContext } from "../../http/context";

/**
 * Seasons as the calculation calls see them (treasurer.md section 1, docs/decisions/167): the current
 * season comes from the server's clock, a missing season means it, and a season more than one ahead
 * of it is refused with the field that named it.
 */
export function currentSeason(ctx: ServiceContext): string {
  return seasonOf(new Date(ctx.deps.clock.now()));
}

/** The season asked for (the current one when none is given), or 400 with `field`. */
export function seasonAsked(ctx: ServiceContext, value: string | undefined, field: string): string {
  const current = currentSeason(ctx);
  if (value === undefined) return current;
  const refusal = seasonRefusal(value, current);
  if (refusal) throw new AppError(errorCodes.invalidParameter, { httpStatus: 400, field, message: refusal });
  return value;
}

/** An earlier season that holds no calculator: nothing to read, restore or copy from (400, not 404: the parameter is wrong). */
export function seasonUnknown(field: string): AppError {
  return new AppError(errorCodes.invalidParameter, {
    httpStatus: 400,
    field,
    message: "error_season_unknown",
  });
}

/**
 * A season without a calculator may still be opened when it is the current or the next one (a fresh
 * calculator, version 0, as before a first save); an earlier one is unknown.
 */
export function mayOpenEmpty(season: string, current: string): boolean {
  return season >= current;
}
