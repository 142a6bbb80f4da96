import type { ActualsSummary, ActualTarget, ImportAnswer } from "#core/actuals/index";
export type { ImportAnswer };
import type { CsvMapping } from "#core/bank-import/index";
import { api, getBlob } from "./api";
import type { ActualTransaction } from "./season-actuals";

/** The calls of /api/actuals (season-money.md section 4), for the Actuals tab; the list lives in web/src/lib (the Cash plan tab reads it too). */
export {
  actualsKey,
  getActuals,
  type ActualRuleRow,
  type ActualsList,
  type ActualTransaction,
} from "./season-actuals";
export type BankFormat = "csv" | "ofx" | "camt053";

export const getSummary = (organizationId: string, season: string) =>
  api.get<ActualsSummary & { season: string }>(`/actuals/summary?${new URLSearchParams({ season })}`, {
    organizationId,
  });

export function importFile(
  organizationId: string,
  input: { season: string; format: BankFormat; content: string; mapping?: CsvMapping; dryRun?: boolean },
) {
  return api.post<ImportAnswer>("/actuals/import", { input }, { organizationId });
}
export const undoImport = (organizationId: string, importId: string) =>
  api.post<{ removed: number }>("/actuals/import/undo", { input: { importId } }, { organizationId });
export const assign = (
  organizationId: string,
  ids: string[],
  target: ActualTarget | null,
  remember?: string,
) =>
  api.post<{ assigned: number }>(
    "/actuals/assign",
    { input: { ids, target, ...(remember ? { remember } : {}) } },
    { organizationId },
  );
export const addReceipt = (
  organizationId: string,
  input: { season: string; date: string; amount: number; label: string; target?: ActualTarget | null },
) => api.post<ActualTransaction>("/actuals/add", { input }, { organizationId });
export const deleteTransactions = (organizationId: string, ids: string[]) =>
  api.post<{ removed: number }>("/actuals/delete", { input: { ids } }, { organizationId });

/** The compte rendu financier (Cerfa 15059) as the API writes it, saved as a file. */
export async function downloadCerfa15059(organizationId: string, season: string): Promise<void> {
  const blob = await getBlob(
    `/actuals/export/cerfa-15059?${new URLSearchParams({ organizationId, season })}`,
    { organizationId },
  );
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = `cerfa-15059-${season}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The treasurer's explanation of an account's gap, printed in the Cerfa 15059 (empty removes it). */
export const explainAccount = (
  organizationId: string,
  input: { season: string; account: string; text: string },
) => api.post<{ account: string; text: string }>("/actuals/explain", { input }, { organizationId });
