import type { ReactNode } from "react";
import { Icon, type IconName } from "./icons";

interface EmptyStateProps {
  icon: IconName;
  title: string;
  children?: ReactNode;
  /** The button(s) to do what the text suggests. */
  actions?: ReactNode;
}

/** Says what is (or will be) here and what to do next (design-brief.md). */
export function EmptyState({ icon, title, children, actions }: EmptyStateProps) {
  return (
    <section className="surface flex flex-col items-center px-6 py-12 text-center">
      <span className="mb-4 flex size-14 items-center justify-center rounded-full bg-brand-tint text-link">
        <Icon name={icon} className="size-7" />
      </span>
      <h2 className="text-lg font-semibold">{title}</h2>
      {children ? <div className="muted mt-2 max-w-prose text-sm leading-relaxed">{children}</div> : null}
      {actions ? <div className="mt-6 flex flex-wrap justify-center gap-3">{actions}</div> : null}
    </section>
  );
}
