import { useEffect, useState } from "react";
import { TextField } from "../../../components/form-fields";

interface RowNameFieldProps {
  label: string;
  value: string;
  required: string;
  onCommit: (name: string) => void;
}

/** A tier's or an aid's name: stored as typed, except empty (the schema requires one), which leaving the field undoes. */
export function RowNameField({ label, value, required, onCommit }: RowNameFieldProps) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  return (
    <TextField
      label={label}
      value={text}
      maxLength={120}
      error={text.trim() ? undefined : required}
      onChange={(event) => {
        setText(event.target.value);
        if (event.target.value.trim()) onCommit(event.target.value);
      }}
      onBlur={() => setText(value)}
    />
  );
}
