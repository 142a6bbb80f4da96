import type { LabelValue } from "#core/schemas/federation-lists";

/** YYYYMM of an epoch millisecond, in UTC like SQLite's strftime. */
export function monthOf(epochMs: number): string {
  const date = new Date(epochMs);
  return `${date.getUTCFullYear()}${String(date.getUTCMonth() + 1).padStart(2, "0")}`;
}

function nextMonth(label: string): string {
  const year = Number(label.slice(0, 4));
  const month = Number(label.slice(4, 6));
  return month === 12 ? `${year + 1}01` : `${year}${String(month + 1).padStart(2, "0")}`;
}

/**
 * Every month from the first one with data to `lastMonth` (the current month), months without
 * data at 0, so that area charts and their cumulative form do not skip time.
 */
export function fillMonths(rows: LabelValue[], lastMonth: string): LabelValue[] {
  if (!rows.length) return [];
  const values = new Map(rows.map((row) => [row.label, row.value]));
  const end = rows[rows.length - 1].label > lastMonth ? rows[rows.length - 1].label : lastMonth;
  const out: LabelValue[] = [];
  // 1200 months is a guard against a malformed label, far beyond any real history.
  for (let label = rows[0].label; label <= end && out.length < 1200; label = nextMonth(label))
    out.push({ label, value: values.get(label) ?? 0 });
  return out;
}
