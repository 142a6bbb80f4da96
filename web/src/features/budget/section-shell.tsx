import { type ReactNode, useId } from "react";
import { CalcIcon } from "../../components/calculator/calc-icons";
import { useEditor } from "./editor-context";

interface SectionShellProps {
  sectionKey: string;
  title: string;
  /** A short line under the title (count of lines...). */
  meta?: string;
  /** The section's total, already formatted and coloured. */
  total?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  headingLevel?: 2 | 3;
}

/** An expandable block of the budget; its body is always printed (print.css). */
export function SectionShell({
  sectionKey,
  title,
  meta,
  total,
  actions,
  children,
  headingLevel = 2,
}: SectionShellProps) {
  const { isOpen, toggle } = useEditor();
  const bodyId = useId();
  const open = isOpen(sectionKey);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section className="surface calc-avoid-break" aria-label={title}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3 sm:px-5">
        <Heading className="min-w-0 flex-1">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={() => toggle(sectionKey)}
            className="group flex w-full min-w-0 items-center gap-2 rounded-md text-left"
          >
            <CalcIcon
              name="chevron"
              className={`size-4 text-slate-500 transition-transform print:hidden ${open ? "" : "-rotate-90"}`}
            />
            <span className="min-w-0">
              <span className="block break-words text-base font-semibold group-hover:text-link">{title}</span>
              {meta ? (
                <span className="block text-xs font-normal text-slate-600 dark:text-slate-400">{meta}</span>
              ) : null}
            </span>
          </button>
        </Heading>
        {total !== undefined ? (
          <div className="text-right text-base font-semibold tabular-nums">{total}</div>
        ) : null}
        {actions ? <div className="flex items-center gap-1 print:hidden">{actions}</div> : null}
      </div>
      <div
        id={bodyId}
        hidden={!open}
        className="calc-body border-t border-slate-200 px-4 py-3 dark:border-slate-800 sm:px-5"
      >
        {children}
      </div>
    </section>
  );
}
