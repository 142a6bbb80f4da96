/**
 * Skeletons (design-brief.md: skeletons for lists and charts): the shape of what is coming, in place of a
 * spinner. `data-loading` lets the print wait until every placeholder has been replaced by its content.
 */
const bar = "animate-pulse rounded-xl bg-slate-100 dark:bg-slate-800";

/** A loading panel: a title bar, a row of figures and a chart-sized block. */
export function PanelSkeleton({ label }: { label: string }) {
  return (
    <div role="status" data-loading className="space-y-6">
      <span className="sr-only">{label}</span>
      <div className={`${bar} h-7 w-2/3 max-w-md`} aria-hidden="true" />
      <div className="grid grid-cols-2 gap-3 xl:grid-cols-4" aria-hidden="true">
        {[0, 1, 2, 3].map((index) => (
          <div key={index} className={`${bar} h-20`} />
        ))}
      </div>
      <div className={`${bar} h-64`} aria-hidden="true" />
    </div>
  );
}

/** A loading list or table: a few rows of the list's height. */
export function ListSkeleton({ label, rows = 5 }: { label: string; rows?: number }) {
  return (
    <div role="status" data-loading className="space-y-2">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className={`${bar} h-12`} aria-hidden="true" />
      ))}
    </div>
  );
}
