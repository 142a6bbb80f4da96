import { useEffect, useState } from "react";

interface NameInputProps {
  value: string;
  label: string;
  onCommit: (name: string) => void;
  readOnly?: boolean;
  className?: string;
}

/** A name edited in place; an empty name is never stored (it goes back to the last one on leaving the field). */
export function NameInput({ value, label, onCommit, readOnly = false, className = "" }: NameInputProps) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  if (readOnly) return <span className={`min-w-0 truncate ${className}`}>{value}</span>;
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
      className={`min-w-0 rounded-md border border-transparent bg-transparent px-2 py-1 hover:border-slate-300 focus:border-brand focus:bg-white focus:outline-2 focus:outline-brand dark:hover:border-slate-700 dark:focus:bg-slate-950 ${className}`}
    />
  );
}
