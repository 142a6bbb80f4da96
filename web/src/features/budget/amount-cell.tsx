import { type KeyboardEvent, useState } from "react";
import { useUiLanguage } from "../../lib/i18n";
import { CalcIcon } from "../../components/calculator/calc-icons";
import { type LineKind, parseAmount, storedValue, typedValue } from "../../lib/calculator-model/calc-doc";
import { toneOf } from "./use-money";

interface AmountCellProps {
  value: number;
  /** fee: typed positive, stored negative; subsidy: positive; plain: a positive number (hours, rate). */
  kind: LineKind | "plain";
  /** Accessible name of the field ("Amount of Licences"). */
  label: string;
  format: (value: number) => string;
  readOnly?: boolean;
  onCommit: (stored: number) => void;
  className?: string;
}

/** A figure shown formatted and edited in place: click, type, Enter (Escape cancels; empty means 0). */
export function AmountCell({
  value,
  kind,
  label,
  format,
  readOnly = false,
  onCommit,
  className = "",
}: AmountCellProps) {
  const language = useUiLanguage();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState("");
  const [invalid, setInvalid] = useState(false);
  const tone = toneOf(kind, value);
  const shown = format(value);

  const start = () => {
    const typed = kind === "plain" ? value : typedValue(value);
    setText(language === "fr" ? String(typed).replace(".", ",") : String(typed));
    setInvalid(false);
    setEditing(true);
  };
  const commit = () => {
    const parsed = parseAmount(text);
    if (parsed !== null && Number.isNaN(parsed)) {
      setInvalid(true);
      return;
    }
    const typed = parsed ?? 0;
    onCommit(kind === "plain" ? Math.abs(typed) + 0 : storedValue(kind, typed));
    setEditing(false);
  };
  const keys = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      commit();
    } else if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      setEditing(false);
    }
  };

  if (readOnly) return <span className={`tabular-nums ${tone} ${className}`}>{shown}</span>;
  if (editing) {
    return (
      <input
        aria-label={label}
        aria-invalid={invalid || undefined}
        inputMode="decimal"
        autoFocus
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setInvalid(false);
        }}
        onBlur={commit}
        onKeyDown={keys}
        className={`w-32 rounded-md border border-brand bg-white px-2 py-1 text-right text-sm tabular-nums focus:outline-2 focus:outline-brand dark:bg-slate-950 ${
          invalid ? "border-red-600 dark:border-red-400" : ""
        } ${className}`}
      />
    );
  }
  return (
    <button
      type="button"
      onClick={start}
      aria-label={`${label}: ${shown}`}
      // Editable at a glance, a phone having no hover (issue 31.9): a dashed underline and a pencil.
      className={`group inline-flex items-center justify-end gap-1 rounded-md px-2 py-1 text-right text-sm font-medium tabular-nums underline decoration-slate-500 decoration-dashed underline-offset-4 print:no-underline hover:bg-slate-100 focus-visible:bg-slate-100 dark:hover:bg-slate-800 dark:focus-visible:bg-slate-800 ${tone} ${className}`}
    >
      {shown}
      <CalcIcon
        name="pencil"
        className="size-3.5 text-slate-500 opacity-70 group-hover:opacity-100 group-focus-visible:opacity-100 print:hidden dark:text-slate-400"
      />
    </button>
  );
}
