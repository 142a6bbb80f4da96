import { and, eq, inArray } from "drizzle-orm";
import {
  actualsSummary,
  cerfa15059Rows,
  targetColumns,
  type ActualsSummary,
  type Cerfa15059Row,
} from "#core/actuals/index";
import { toCents } from "#core/cents";
import { AppError, errorCodes } from "#core/errors";
import type { ActualsAddInput, ActualsAssignInput, ActualsExplainInput } from "#core/schemas/actuals";
import { seasonBounds } from "#core/season";
import { actualExplanations, bankRules, bankTransactions } from "../../db/schema";
import type { ServiceContext } from "../../http/context";
import { actualsScope, checkTarget, seasonOfIds } from "./access";
import {
  clubRules,
  ruleOf,
  seasonTransactions,
  transactionOf,
  type ActualTransaction,
  type StoredRule,
} from "./rows";

/** The calls of season-money.md section 4 besides the import (docs/decisions/236). */

/** At most this many rules per club: a rule is typed by a person, one at a time. */
export const MAX_RULES = 500;

/** GET actuals?season=: the season's transactions (by date) and the club's rules (in order). */
export async function listActuals(
  ctx: ServiceContext,
  organizationId: string,
  season: string,
): Promise<{
  season: string;
  transactions: ActualTransaction[];
  rules: StoredRule[];
  explanations: Record<string, string>;
}> {
  const scope = await actualsScope(ctx, organizationId, season, "read");
  const db = ctx.deps.db();
  const [rows, rules, notes] = await db.batch([
    seasonTransactions(db, organizationId, scope.season),
    clubRules(db, organizationId),
    db
      .select()
      .from(actualExplanations)
      .where(
        and(
          eq(actualExplanations.organizationId, organizationId),
          eq(actualExplanations.season, scope.season),
        ),
      ),
  ]);
  return {
    season: scope.season,
    transactions: rows.map(transactionOf),
    rules: rules.map(ruleOf),
    explanations: Object.fromEntries(notes.map((n) => [n.account, n.text])),
  };
}

/** POST actuals/add: a cash or cheque receipt typed by hand, dated within the season. */
export async function addActual(
  ctx: ServiceContext,
  organizationId: string,
  input: ActualsAddInput,
): Promise<ActualTransaction> {
  const scope = await actualsScope(ctx, organizationId, input.season, "write");
  const { start, end } = seasonBounds(scope.season);
  if (input.date < start || input.date > end)
    throw new AppError(errorCodes.invalidParameter, {
      httpStatus: 400,
      field: "input.date",
      message: "error_date_outside_season",
    });
  checkTarget(scope, input.target, "input.target");
  const row = {
    id: crypto.randomUUID(),
    organizationId,
    season: scope.season,
    date: input.date,
    amountCents: toCents(input.amount),
    label: input.label,
    bankRef: null,
    ...targetColumns(input.target),
    importId: null,
    createdAt: ctx.deps.clock.now(),
  };
  await ctx.deps.db().insert(bankTransactions).values(row);
  return transactionOf(row);
}

/**
 * POST actuals/assign: several transactions to one target (null: unassigned). `remember` adds a rule at
 * the end of the club's list: that text, that target, and the sign of the transactions when they all
 * share one (a refund then is not taken for a payment).
 */
export async function assignActuals(
  ctx: ServiceContext,
  organizationId: string,
  input: ActualsAssignInput,
): Promise<{ assigned: number; rule?: StoredRule }> {
  const season = await seasonOfIds(ctx, organizationId, input.ids);
  const scope = await actualsScope(ctx, organizationId, season, "write");
  checkTarget(scope, input.target, "input.target");
  if (input.remember !== undefined && !input.target)
    throw new AppError(errorCodes.invalidParameter, {
      httpStatus: 400,
      field: "input.remember",
      message: "error_rule_needs_target",
    });
  const db = ctx.deps.db();
  const ids = [...new Set(input.ids)];
  const updates = [];
  for (let i = 0; i < ids.length; i += 500) {
    updates.push(
      db
        .update(bankTransactions)
        .set(targetColumns(input.target))
        .where(
          and(
            eq(bankTransactions.organizationId, organizationId),
            inArray(bankTransactions.id, ids.slice(i, i + 500)),
          ),
        ),
    );
  }
  let rule: StoredRule | undefined;
  if (input.remember !== undefined && input.target) {
    const [held, amounts] = await db.batch([
      clubRules(db, organizationId),
      db
        .select({ amountCents: bankTransactions.amountCents })
        .from(bankTransactions)
        .where(
          and(
            eq(bankTransactions.organizationId, organizationId),
            inArray(bankTransactions.id, ids.slice(0, 500)),
          ),
        ),
    ]);
    if (held.length >= MAX_RULES)
      throw new AppError(errorCodes.invalidParameter, {
        httpStatus: 422,
        field: "input.remember",
        message: "error_rules_full",
      });
    const last = held.reduce((position, r) => Math.max(position, r.position), 0);
    const sign = new Set(amounts.map((a) => Math.sign(a.amountCents)));
    const row = {
      id: crypto.randomUUID(),
      organizationId,
      position: last + 1,
      contains: input.remember,
      sign: sign.size === 1 ? [...sign][0] : null,
      targetKind: "line" in input.target ? ("line" as const) : ("memberships" as const),
      targetId: "line" in input.target ? input.target.line : input.target.memberships,
      createdAt: ctx.deps.clock.now(),
    };
    updates.push(db.insert(bankRules).values(row));
    rule = ruleOf(row);
  }
  const [first, ...rest] = updates;
  await db.batch([first, ...rest]);
  return { assigned: ids.length, ...(rule ? { rule } : {}) };
}

/** POST actuals/delete: removes the club's transactions named (a receipt typed twice, a line imported by mistake). */
export async function deleteActuals(
  ctx: ServiceContext,
  organizationId: string,
  ids: readonly string[],
): Promise<{ removed: number }> {
  await seasonOfIds(ctx, organizationId, ids);
  const db = ctx.deps.db();
  const unique = [...new Set(ids)];
  const deletes = [];
  for (let i = 0; i < unique.length; i += 500)
    deletes.push(
      db
        .delete(bankTransactions)
        .where(
          and(
            eq(bankTransactions.organizationId, organizationId),
            inArray(bankTransactions.id, unique.slice(i, i + 500)),
          ),
        ),
    );
  const [first, ...rest] = deletes;
  await db.batch([first, ...rest]);
  return { removed: unique.length };
}

/** GET actuals/summary?season=: budget against actual (core/actuals/summary.ts). */
export async function actualsSummaryOf(
  ctx: ServiceContext,
  organizationId: string,
  season: string,
): Promise<ActualsSummary & { season: string }> {
  const scope = await actualsScope(ctx, organizationId, season, "read");
  const rows = await seasonTransactions(ctx.deps.db(), organizationId, scope.season);
  return {
    season: scope.season,
    ...actualsSummary(
      scope.document,
      rows.map((r) => ({ amountCents: r.amountCents, target: transactionOf(r).target ?? null })),
    ),
  };
}

/** POST actuals/explain: the treasurer's explanation of an account's gap, kept with the actuals (empty removes it). */
export async function explainAccount(
  ctx: ServiceContext,
  organizationId: string,
  input: ActualsExplainInput,
): Promise<{ account: string; text: string }> {
  const scope = await actualsScope(ctx, organizationId, input.season, "write");
  const db = ctx.deps.db();
  const key = and(
    eq(actualExplanations.organizationId, organizationId),
    eq(actualExplanations.season, scope.season),
    eq(actualExplanations.account, input.account),
  );
  if (input.text === "") await db.delete(actualExplanations).where(key);
  else
    await db
      .insert(actualExplanations)
      .values({ organizationId, season: scope.season, account: input.account, text: input.text })
      .onConflictDoUpdate({
        target: [actualExplanations.organizationId, actualExplanations.season, actualExplanations.account],
        set: { text: input.text },
      });
  return { account: input.account, text: input.text };
}

/** GET actuals/export/cerfa-15059?season=: the compte rendu financier's rows. */
export async function cerfa15059Export(
  ctx: ServiceContext,
  organizationId: string,
  season: string,
): Promise<{ season: string; rows: Cerfa15059Row[] }> {
  const scope = await actualsScope(ctx, organizationId, season, "read");
  const db = ctx.deps.db();
  const [rows, notes] = await db.batch([
    seasonTransactions(db, organizationId, scope.season),
    db
      .select()
      .from(actualExplanations)
      .where(
        and(
          eq(actualExplanations.organizationId, organizationId),
          eq(actualExplanations.season, scope.season),
        ),
      ),
  ]);
  const summary = actualsSummary(
    scope.document,
    rows.map((r) => ({ amountCents: r.amountCents, target: transactionOf(r).target ?? null })),
  );
  return {
    season: scope.season,
    rows: cerfa15059Rows(scope.document, summary, new Map(notes.map((n) => [n.account, n.text]))),
  };
}
