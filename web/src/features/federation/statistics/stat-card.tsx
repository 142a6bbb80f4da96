import type { ReactNode } from "react";

/** A titled card of the statistics tab; `controls` sit to the right of the title (below on phones). */
export function StatCard({
  title,
  controls,
  children,
  className = "",
}: {
  title: string;
  controls?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={`surface min-w-0 p-4 sm:p-5 ${className}`}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-base font-semibold">{title}</h3>
        {controls ? <div className="flex flex-wrap items-center gap-2">{controls}</div> : null}
      </div>
      {children}
    </section>
  );
}
