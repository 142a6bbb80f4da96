import { type InputHTMLAttributes, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { FieldNotes, inputClass, useFieldIds } from "./form-fields";
import { Icon } from "./icons";

interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "type"> {
  label: ReactNode;
  hint?: string;
  error?: string;
}

/** A password input with a show/hide toggle (product.md screen 2). */
export function PasswordField({ label, hint, error, className = "", ...input }: PasswordFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const ids = useFieldIds(error, hint);
  return (
    <div className={className}>
      <label htmlFor={ids.id} className="mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      <div className="relative">
        <input
          id={ids.id}
          type={visible ? "text" : "password"}
          className={`${inputClass} pr-11`}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          autoCapitalize="off"
          spellCheck={false}
          {...input}
        />
        <button
          type="button"
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-slate-100"
          // A toggle: constant name, state in aria-pressed (and no "password" in the name, so that a
          // label query for the field never also finds this button).
          aria-label={t("auth.showPassword")}
          aria-pressed={visible}
          title={visible ? t("auth.hidePasswordHint") : t("auth.showPasswordHint")}
          aria-controls={ids.id}
          onClick={() => setVisible((shown) => !shown)}
        >
          <Icon name={visible ? "eyeOff" : "eye"} />
        </button>
      </div>
      <FieldNotes hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </div>
  );
}
