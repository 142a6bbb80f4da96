import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from "react";

export const inputClass =
  "block w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-xs placeholder:text-slate-500 " +
  "border-slate-300 focus:border-brand focus:outline-2 focus:outline-brand [&[readonly]]:bg-slate-100 [&[readonly]]:text-slate-600 " +
  "aria-invalid:border-red-600 dark:bg-slate-950 dark:text-slate-100 dark:border-slate-700 dark:[&[readonly]]:bg-slate-800 " +
  "dark:[&[readonly]]:text-slate-300 dark:aria-invalid:border-red-400 sm:text-sm";

interface FieldText {
  label: ReactNode;
  /** Shown under the field, linked with aria-describedby. */
  hint?: string;
  /** Already translated; shown next to the field, which is then marked invalid. */
  error?: string;
}

export function useFieldIds(error?: string, hint?: string) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  return { id, hintId, errorId, describedBy };
}

export function FieldNotes({
  hint,
  hintId,
  error,
  errorId,
}: {
  hint?: string;
  hintId?: string;
  error?: string;
  errorId?: string;
}) {
  return (
    <>
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
    </>
  );
}

const labelClass = "mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200";

/** Ties a control to its label and notes: spread `control` on the input, place `notes` under it. */
function useFieldWiring(error?: string, hint?: string) {
  const ids = useFieldIds(error, hint);
  const control = {
    id: ids.id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": ids.describedBy,
  };
  return {
    id: ids.id,
    control,
    notes: <FieldNotes hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />,
  };
}

/** Label above, control, then error and hint: the layout of every field but the checkbox. */
function StackedField({
  label,
  field,
  className,
  children,
}: {
  label: ReactNode;
  field: ReturnType<typeof useFieldWiring>;
  className: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={field.id} className={labelClass}>
        {label}
      </label>
      {children}
      {field.notes}
    </div>
  );
}

export function TextField({
  label,
  hint,
  error,
  className = "",
  ...input
}: FieldText & InputHTMLAttributes<HTMLInputElement>) {
  const field = useFieldWiring(error, hint);
  return (
    <StackedField label={label} field={field} className={className}>
      <input className={inputClass} {...field.control} {...input} />
    </StackedField>
  );
}

export function TextAreaField({
  label,
  hint,
  error,
  className = "",
  ...area
}: FieldText & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const field = useFieldWiring(error, hint);
  return (
    <StackedField label={label} field={field} className={className}>
      <textarea className={`${inputClass} min-h-32`} {...field.control} {...area} />
    </StackedField>
  );
}

interface SelectProps extends FieldText, SelectHTMLAttributes<HTMLSelectElement> {
  options: { value: string; label: string }[];
  placeholder?: string;
}

export function SelectField({
  label,
  hint,
  error,
  options,
  placeholder,
  className = "",
  ...select
}: SelectProps) {
  const field = useFieldWiring(error, hint);
  return (
    <StackedField label={label} field={field} className={className}>
      <select className={inputClass} {...field.control} {...select}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </StackedField>
  );
}

export function CheckboxField({
  label,
  hint,
  error,
  className = "",
  ...input
}: FieldText & InputHTMLAttributes<HTMLInputElement>) {
  const field = useFieldWiring(error, hint);
  return (
    <div className={className}>
      <div className="flex items-start gap-2">
        <input
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 rounded border-slate-400 accent-brand"
          {...field.control}
          {...input}
        />
        <label htmlFor={field.id} className="text-sm text-slate-800 dark:text-slate-200">
          {label}
        </label>
      </div>
      {field.notes}
    </div>
  );
}
