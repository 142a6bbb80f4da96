import type { CsvMapping } from "../bank-import";
import type { ActualTarget } from "./target";

/**
 * What the actuals calls answer (season-money.md section 4), written once for the server that builds
 * them, the web app that reads them and the API tests: amounts in euros, whole cents.
 */
export interface ActualTransaction {
  id: string;
  date: string;
  amount: number;
  label: string;
  bankRef?: string;
  target?: ActualTarget;
  importId?: string;
}

/** One line of a file as the import (or its dry run) read it. */
export interface ImportPreviewRow {
  date: string;
  amount: number;
  label: string;
  bankRef?: string;
  target?: ActualTarget;
  status: "new" | "duplicate" | "outsideSeason";
}

/** `POST actuals/import`: the counts, the import's id to undo it, a preview; a CSV's mapping and columns. */
export interface ImportAnswer {
  imported: number;
  duplicates: number;
  outsideSeason: number;
  assigned: number;
  unassigned: number;
  importId: string | null;
  preview: ImportPreviewRow[];
  mapping?: CsvMapping;
  columns?: string[];
}
