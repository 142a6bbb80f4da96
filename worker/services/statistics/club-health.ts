import { and, eq, inArray, sql } from "drizzle-orm";
import { applyTemplate } from "#core/calculator-template";
import {
  clubFigures,
  simulatedClub,
  type ClubFigures,
  type SimulationMode,
} from "#core/club-health/club-figures";
import { clubHealth, type ClubHealth } from "#core/club-health/health";
import { simulation, type SimulatedClub, type Simulation } from "#core/club-health/simulation";
import { AppError, errorCodes } from "#core/errors";
import type { Calculator } from "#core/schemas/calculator";
import { previousSeason } from "#core/season";
import { subsidisedJobsAsSubsidies } from "#core/subsidised-jobs";
import { calculations, clubs, federations } from "../../db/schema";
import type { ServiceContext } from "../../http/context";
import { parseDocument } from "../calculations/stored-document";
import { seasonAsked } from "../calculations/season";
import { requireFederationAdmin } from "../permissions";

/**
 * Club health and the licence simulator (season-money.md section 6, docs/decisions/226): each club's
 * calculator of the season (and of the season before, for the price change) read once, in one
 * statement, and evaluated by the cost model as a load shows it (the federation's template of that
 * season brought in). Nothing is written.
 */

/** Clubs evaluated between two turns of the event loop: a 2,000-club federation never holds the process for long. */
const CHUNK = 100;
const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

interface StoredClub {
  id: string;
  now: string;
  before: string | null;
}

/** A stored club document as a load shows it: subsidised jobs as subsidies, the template's lines brought in. */
function loaded(json: string, id: string, template: Calculator | null): Calculator {
  const doc = subsidisedJobsAsSubsidies(parseDocument(json, id));
  return template ? applyTemplate(doc, template) : doc;
}

async function readSeasons(
  ctx: ServiceContext,
  federationId: string,
  seasonParam: string | undefined,
  seasonField: string,
) {
  requireFederationAdmin(ctx, federationId);
  const season = seasonAsked(ctx, seasonParam, seasonField);
  const before = previousSeason(season);
  const db = (ctx.deps.readerDb ?? ctx.deps.db)();
  const [federation, templates, rows] = await db.batch([
    db.select({ id: federations.id }).from(federations).where(eq(federations.id, federationId)),
    db
      .select({ season: calculations.season, document: calculations.document })
      .from(calculations)
      .where(
        and(eq(calculations.organizationId, federationId), inArray(calculations.season, [season, before])),
      ),
    // The club's calculator of the season, and of the one before when it has one.
    db.all<StoredClub>(sql`select k.organization_id as id, k.document as now, p.document as before
      from ${clubs} c join ${calculations} k on k.organization_id = c.id and k.season = ${season}
      left join ${calculations} p on p.organization_id = c.id and p.season = ${before}
      where c.federation_id = ${federationId}`),
  ]);
  if (federation.length === 0) throw new AppError(errorCodes.federationNotFound, { httpStatus: 404 });
  const templateOf = (s: string) => {
    const row = templates.find((t) => t.season === s);
    return row ? parseDocument(row.document, federationId) : null;
  };
  return { season, rows, template: templateOf(season), beforeTemplate: templateOf(before) };
}

/** Each stored club mapped by `each`, a chunk at a time. */
async function inChunks<T>(rows: readonly StoredClub[], each: (row: StoredClub) => T): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < rows.length; i += CHUNK) {
    if (i > 0) await nextTurn();
    for (const row of rows.slice(i, i + CHUNK)) out.push(each(row));
  }
  return out;
}

const beforeFigures = (row: StoredClub, template: Calculator | null): ClubFigures | null =>
  row.before === null ? null : clubFigures(loaded(row.before, row.id, template));

/** GET statistics/club-health: the season's figures (none: the current season). */
export async function federationClubHealth(
  ctx: ServiceContext,
  federationId: string,
  seasonParam: string | undefined,
): Promise<ClubHealth & { season: string }> {
  const { season, rows, template, beforeTemplate } = await readSeasons(
    ctx,
    federationId,
    seasonParam,
    "season",
  );
  const seasons = await inChunks(rows, (row) => ({
    now: clubFigures(loaded(row.now, row.id, template)),
    before: beforeFigures(row, beforeTemplate),
  }));
  return { season, ...clubHealth(seasons) };
}

export interface SimulateRequest {
  federationId: string;
  season?: string;
  templateFeesPct: number;
  mode: SimulationMode;
}

/** POST federation/simulate: the same figures with the template's fee lines changed, nothing saved. */
export async function simulateTemplateFees(ctx: ServiceContext, input: SimulateRequest): Promise<Simulation> {
  const { season, rows, template, beforeTemplate } = await readSeasons(
    ctx,
    input.federationId,
    input.season,
    "input.season",
  );
  const clubsSimulated = await inChunks(rows, (row): SimulatedClub => ({
    ...simulatedClub(loaded(row.now, row.id, template), input.templateFeesPct, input.mode),
    before: beforeFigures(row, beforeTemplate),
  }));
  return simulation(season, input.templateFeesPct, input.mode, clubsSimulated);
}
