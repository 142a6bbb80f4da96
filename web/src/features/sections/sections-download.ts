import { getBlob } from "../../lib/api";

/**
 * The budget by section as the API exports it (GET calculation/export/sections: the Cerfa 12156 rows of
 * each group, then the club's, to the cent), saved as a file. The route reads the stored document, so
 * the screen saves pending edits first (`saveFirst`); false when that save failed.
 */
export async function downloadSectionsCsv(
  organizationId: string,
  season: string | undefined,
  saveFirst: () => Promise<boolean>,
): Promise<boolean> {
  if (!(await saveFirst())) return false;
  const query = new URLSearchParams({ organizationId, ...(season ? { season } : {}) });
  const blob = await getBlob(`/calculation/export/sections?${query.toString()}`, { organizationId });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = `budget-sections-${season ?? "season"}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return true;
}
