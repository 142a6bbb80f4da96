import { useEffect, useId, useState } from "react";
import { formatNumber } from "#core/cost-model/index";
import { FieldNotes, inputClass } from "../form-fields";
import { useUiLanguage } from "../../lib/i18n";
import { parseTypedAmount } from "../../lib/calculator-model/typed-amount";

interface NumberFieldProps {
  label: string;
  value: number;
  min: number;
  max: number;
  /** Said under the field, and why a typed value is not kept. */
  error: string;
  hint?: string;
  onCommit: (value: number) => void;
  className?: string;
}

/**
 * A number typed in the reader's habits ("-30", "12,5"): stored as soon as it is a number in range,
 * so every figure follows while typing; otherwise it is said next to the field and nothing is stored
 * (the document never holds what its save would refuse). Leaving the field shows the stored value again.
 */
export function NumberField({
  label,
  value,
  min,
  max,
  error,
  hint,
  onCommit,
  className = "",
}: NumberFieldProps) {
  const lang = useUiLanguage();
  const id = useId();
  const shown = (n: number) => formatNumber(n, lang, 2).replace(/[\s\u00a0\u202f]/g, "");
  const [text, setText] = useState(() => shown(value));
  const [focused, setFocused] = useState(false);
  // The stored value changes from elsewhere (a restore, another field): shown unless being typed.
  useEffect(() => {
    if (!focused) setText(shown(value));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `shown` follows the language only
  }, [value, focused, lang]);
  const parsed = parseTypedAmount(text);
  const invalid = parsed === null ? text.trim() !== "" && text.trim() !== "-" : parsed < min || parsed > max;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      <input
        id={id}
        inputMode="decimal"
        value={text}
        aria-invalid={invalid || undefined}
        aria-describedby={
          [invalid ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined
        }
        onFocus={() => setFocused(true)}
        onBlur={() => {
          setFocused(false);
          setText(shown(value));
        }}
        onChange={(event) => {
          setText(event.target.value);
          const next = parseTypedAmount(event.target.value);
          const typed = next ?? (event.target.value.trim() === "" ? 0 : null);
          if (typed !== null && typed >= min && typed <= max && typed !== value) onCommit(typed);
        }}
        className={`${inputClass} text-right tabular-nums`}
      />
      <FieldNotes hint={hint} hintId={hintId} error={invalid ? error : undefined} errorId={errorId} />
    </div>
  );
}
