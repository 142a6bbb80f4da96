import { type ReactNode, useId, useState } from "react";
import { Icon } from "./icons";

interface InfoTipProps {
  /** The explanation. */
  text: string;
  /** Accessible name of the button when it shows only the "i" icon. */
  label: string;
  /** What the button shows instead of the icon (a chip); its text then names the button. */
  children?: ReactNode;
  /** Which edge of the button the bubble lines up with (the right one near the screen's right side). */
  align?: "left" | "right";
  className?: string;
}

/**
 * An explanation that a mouse gets on hover and a finger gets on tap (issue 31.3: a `title` tooltip
 * never shows on a phone). A toggle button; the text is a polite live region, read when it opens.
 */
export function InfoTip({ text, label, children, align = "left", className = "" }: InfoTipProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const mouse = (event: { pointerType: string }) => event.pointerType === "mouse";
  return (
    <span className="relative inline-flex">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        aria-label={children ? undefined : label}
        onClick={() => setOpen((value) => !value)}
        onBlur={() => setOpen(false)}
        onKeyDown={(event) => {
          if (event.key === "Escape" && open) {
            event.stopPropagation();
            setOpen(false);
          }
        }}
        onPointerEnter={(event) => mouse(event) && setOpen(true)}
        onPointerLeave={(event) => mouse(event) && setOpen(false)}
        className={`inline-flex min-h-6 min-w-6 items-center justify-center rounded-full text-slate-500 hover:text-link focus-visible:outline-2 focus-visible:outline-brand dark:text-slate-400 print:hidden ${className}`}
        data-info-tip
      >
        {children ?? <Icon name="info" className="size-4" />}
      </button>
      <span
        id={id}
        role="status"
        className={
          open
            ? `absolute top-full z-30 mt-1 w-64 max-w-[80vw] rounded-lg bg-slate-900 p-2.5 text-left text-xs font-normal leading-relaxed text-white shadow-lg dark:bg-slate-100 dark:text-slate-900 ${align === "right" ? "right-0" : "left-0"}`
            : "sr-only"
        }
      >
        {open ? text : ""}
      </span>
    </span>
  );
}
