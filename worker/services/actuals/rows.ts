import { asc, eq, and } from "drizzle-orm";
import {
  targetColumns,
  targetFromColumns,
  type ActualRule,
  type ActualTransaction,
} from "#core/actuals/index";
import { bankRules, bankTransactions } from "../../db/schema";
import type { Database } from "../../deps";

/** Transactions as the API answers them (core/actuals/answers.ts): amounts in euros. */
export type { ActualTransaction };

export interface StoredRule extends ActualRule {
  id: string;
}

type TransactionRow = typeof bankTransactions.$inferSelect;

export function transactionOf(row: TransactionRow): ActualTransaction {
  const target = targetFromColumns(row.targetKind, row.targetId);
  return {
    id: row.id,
    date: row.date,
    amount: row.amountCents / 100,
    label: row.label,
    ...(row.bankRef === null ? {} : { bankRef: row.bankRef }),
    ...(target ? { target } : {}),
    ...(row.importId === null ? {} : { importId: row.importId }),
  };
}

export function seasonTransactions(db: Database, organizationId: string, season: string) {
  return db
    .select()
    .from(bankTransactions)
    .where(and(eq(bankTransactions.organizationId, organizationId), eq(bankTransactions.season, season)))
    .orderBy(asc(bankTransactions.date), asc(bankTransactions.createdAt), asc(bankTransactions.id));
}

export function clubRules(db: Database, organizationId: string) {
  return db
    .select()
    .from(bankRules)
    .where(eq(bankRules.organizationId, organizationId))
    .orderBy(asc(bankRules.position), asc(bankRules.createdAt));
}

export function ruleOf(row: typeof bankRules.$inferSelect): StoredRule {
  const target = targetFromColumns(row.targetKind, row.targetId) ?? { memberships: null };
  return {
    id: row.id,
    contains: row.contains,
    target,
    ...(row.sign === 1 || row.sign === -1 ? { sign: row.sign } : {}),
  };
}

export { targetColumns };
