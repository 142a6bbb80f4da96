import { and, eq, inArray } from "drizzle-orm";
import {
  ruleFor,
  targetColumns,
  targetExists,
  targetsOf,
  type ActualTarget,
  type ImportAnswer,
  type ImportPreviewRow,
} from "#core/actuals/index";
import { readBankFile, type BankTransaction } from "#core/bank-import/index";
import { AppError, errorCodes } from "#core/errors";
import type { ActualsImportInput } from "#core/schemas/actuals";
import { seasonBounds } from "#core/season";
import { bankImports, bankTransactions } from "../../db/schema";
import type { ServiceContext } from "../../http/context";
import { actualsScope, seasonOfImport } from "./access";
import { clubRules, ruleOf } from "./rows";

/**
 * POST actuals/import (season-money.md section 4, docs/decisions/236): the file read by core's
 * readers, then each transaction checked against the season (outside: counted, skipped), against
 * those already held (same bankRef; without one, same date, amount and label: counted, skipped, one
 * held row matching one transaction so two equal card payments of a day stay two), and given the
 * first rule that fits. A dry run stores nothing; an import stores everything in one batch or nothing.
 */

const PREVIEW_ROWS = 50;
/** Rows per insert statement: 11 columns each, well under SQLite's bound variables. */
const INSERT_CHUNK = 400;

const heldKey = (t: { date: string; amountCents: number; label: string }) =>
  `${t.date}\u0001${t.amountCents}\u0001${t.label}`;

export async function importActuals(
  ctx: ServiceContext,
  organizationId: string,
  input: ActualsImportInput,
): Promise<ImportAnswer> {
  const scope = await actualsScope(ctx, organizationId, input.season, "write");
  const read = readBankFile(input.format, input.content, input.format === "csv" ? input.mapping : undefined);
  if (!read.ok) {
    throw new AppError(errorCodes.invalidParameter, {
      httpStatus: 400,
      field: "input.content",
      message: `error_file_${read.reason}`,
      data: {
        reason: read.reason,
        line: read.line,
        ...(read.value === undefined ? {} : { value: read.value }),
      },
    });
  }
  const db = ctx.deps.db();
  const [held, ruleRows] = await db.batch([
    db
      .select({
        date: bankTransactions.date,
        amountCents: bankTransactions.amountCents,
        label: bankTransactions.label,
        bankRef: bankTransactions.bankRef,
      })
      .from(bankTransactions)
      .where(
        and(eq(bankTransactions.organizationId, organizationId), eq(bankTransactions.season, scope.season)),
      ),
    clubRules(db, organizationId),
  ]);
  const heldRefs = new Set(held.flatMap((row) => (row.bankRef === null ? [] : [row.bankRef])));
  const heldCounts = new Map<string, number>();
  for (const row of held)
    if (row.bankRef === null) heldCounts.set(heldKey(row), (heldCounts.get(heldKey(row)) ?? 0) + 1);
  const targets = targetsOf(scope.document);
  const rules = ruleRows.map(ruleOf).filter((rule) => targetExists(targets, rule.target));
  const { start, end } = seasonBounds(scope.season);

  const fresh: (BankTransaction & { target?: ActualTarget })[] = [];
  const preview: ImportPreviewRow[] = [];
  let duplicates = 0;
  let outsideSeason = 0;
  const seenRefs = new Set<string>();
  // Labels as stored (trimmed, 300 characters at most), so a held row and the same line of a file compare equal.
  for (const t of read.transactions.map((row) => ({ ...row, label: row.label.trim().slice(0, 300) }))) {
    let status: ImportPreviewRow["status"] = "new";
    if (t.date < start || t.date > end) status = "outsideSeason";
    else if (
      t.bankRef !== undefined
        ? heldRefs.has(t.bankRef) || seenRefs.has(t.bankRef)
        : (heldCounts.get(heldKey(t)) ?? 0) > 0
    )
      status = "duplicate";
    const target = status === "new" ? ruleFor(rules, t.label, t.amountCents)?.target : undefined;
    if (status === "outsideSeason") outsideSeason++;
    else if (status === "duplicate") {
      duplicates++;
      if (t.bankRef === undefined) heldCounts.set(heldKey(t), (heldCounts.get(heldKey(t)) ?? 0) - 1);
    } else {
      if (t.bankRef !== undefined) seenRefs.add(t.bankRef);
      fresh.push({ ...t, ...(target ? { target } : {}) });
    }
    if (preview.length < PREVIEW_ROWS) {
      preview.push({
        date: t.date,
        amount: t.amountCents / 100,
        label: t.label,
        ...(t.bankRef ? { bankRef: t.bankRef } : {}),
        ...(target ? { target } : {}),
        status,
      });
    }
  }
  const assigned = fresh.filter((t) => t.target).length;
  const answer: ImportAnswer = {
    imported: fresh.length,
    duplicates,
    outsideSeason,
    assigned,
    unassigned: fresh.length - assigned,
    importId: null,
    preview,
    ...(read.mapping ? { mapping: read.mapping, columns: read.columns } : {}),
  };
  if (input.dryRun || fresh.length === 0) return answer;

  const importId = crypto.randomUUID();
  const now = ctx.deps.clock.now();
  const rows = fresh.map((t) => ({
    id: crypto.randomUUID(),
    organizationId,
    season: scope.season,
    date: t.date,
    amountCents: t.amountCents,
    label: t.label,
    bankRef: t.bankRef ?? null,
    ...targetColumns(t.target),
    importId,
    createdAt: now,
  }));
  const inserts = [];
  for (let i = 0; i < rows.length; i += INSERT_CHUNK)
    inserts.push(db.insert(bankTransactions).values(rows.slice(i, i + INSERT_CHUNK)));
  await db.batch([
    db.insert(bankImports).values({
      id: importId,
      organizationId,
      season: scope.season,
      format: input.format,
      imported: rows.length,
      createdBy: scope.user.id,
      createdAt: now,
    }),
    ...inserts,
  ]);
  return { ...answer, importId };
}

/** POST actuals/import/undo: removes the transactions of one import of the club (404 when the club holds no such import). */
export async function undoImport(
  ctx: ServiceContext,
  organizationId: string,
  importId: string,
): Promise<{ removed: number }> {
  const season = await seasonOfImport(ctx, organizationId, importId);
  await actualsScope(ctx, organizationId, season, "write");
  const db = ctx.deps.db();
  const [removed] = await db.batch([
    db
      .delete(bankTransactions)
      .where(
        and(eq(bankTransactions.organizationId, organizationId), eq(bankTransactions.importId, importId)),
      )
      .returning({ id: bankTransactions.id }),
    db
      .delete(bankImports)
      .where(and(eq(bankImports.organizationId, organizationId), inArray(bankImports.id, [importId]))),
  ]);
  return { removed: removed.length };
}
