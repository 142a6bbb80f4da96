import { useEffect, useState } from "react";

interface NameInputProps {
  value: string;
  label: string;
  onCommit: (name: string) => void;
  readOnly?: boolean;
  /** As wide as the name (and wrapped when read-only) rather than the field's default width: the row makes room for it. */
  fitText?: boolean;
  className?: string;
}

/** A name edited in place; an empty name is never stored (it goes back to the last one on leaving the field). */
export function NameInput({
  value,
  label,
  onCommit,
  readOnly = false,
  fitText = false,
  className = "",
}: NameInputProps) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  if (readOnly)
    return <span className={`min-w-0 ${fitText ? "break-words" : "truncate"} ${className}`}>{value}</span>;
  return (
    <input
      aria-label={label}
      value={text}
      maxLength={120}
      onChange={(event) => {
        setText(event.target.value);
        if (event.target.value.trim()) onCommit(event.target.value);
      }}
      onBlur={() => {
        if (!text.trim()) setText(value);
        else if (text !== text.trim()) onCommit(text.trim());
      }}
      // Looks like a field without a hover (issue 31.9): an underline everywhere, a whole border on touch screens.
      className={`min-w-0 rounded-md border border-transparent border-b-slate-500 bg-transparent px-2 py-1 hover:border-slate-400 focus:border-brand focus:bg-white focus:outline-2 focus:outline-brand pointer-coarse:border-slate-400 pointer-coarse:bg-white dark:border-b-slate-500 dark:hover:border-slate-600 dark:focus:bg-slate-950 dark:pointer-coarse:border-slate-600 dark:pointer-coarse:bg-slate-950 ${fitText ? "field-sizing-content" : ""} ${className}`}
    />
  );
}
