import { useId } from "react";

interface SegmentedProps<T extends string> {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}

/** A small set of exclusive choices drawn as joined pills; native radios, so arrow keys work. */
export function Segmented<T extends string>({ label, value, options, onChange }: SegmentedProps<T>) {
  const name = useId();
  return (
    <fieldset className="min-w-0">
      <legend className="sr-only">{label}</legend>
      <div className="inline-flex rounded-lg border border-slate-300 bg-slate-100 p-0.5 dark:border-slate-700 dark:bg-slate-800">
        {options.map((option) => (
          <label key={option.value} className="relative">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="peer sr-only"
            />
            <span className="block cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 peer-checked:bg-white peer-checked:text-link peer-checked:shadow-sm peer-focus-visible:outline-2 peer-focus-visible:outline-[var(--cc-link)] dark:text-slate-300 dark:peer-checked:bg-slate-950">
              {option.label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
