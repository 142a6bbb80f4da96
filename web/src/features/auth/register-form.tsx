import { type FormEvent, lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Alert } from "../../components/alert";
import { Button } from "../../components/button";
import { CheckboxField, TextField } from "../../components/form-fields";
import { PasswordField } from "../../components/password-field";
import { loadPageTexts } from "../../lib/i18n";
import { useErrorText, useErrorTextWithCode, useFieldText } from "../../lib/use-error-text";
import { serverField } from "../../lib/server-field";
import type { FieldErrors } from "../../lib/validate";
import { register } from "./auth-api";
import type { RegisterDraft } from "./auth-drafts";

interface RegisterFormProps {
  values: RegisterDraft;
  onChange: (values: RegisterDraft) => void;
  /** Called with the registered e-mail once the account exists. */
  onRegistered: (email: string) => void;
}

const fields = ["login", "password", "confirm", "terms"] as const;

// The terms (a Radix dialog and the `legal` texts) load when first wanted, not with the login screen (decision 090).
const loadTerms = () => Promise.all([import("./terms-dialog"), loadPageTexts()]);
const TermsDialog = lazy(() => loadTerms().then(([module]) => ({ default: module.TermsDialog })));
const preloadTerms = () => void loadTerms().catch(() => undefined);

/** Email, password, confirmation and the general terms (product.md screen 3). */
export function RegisterForm({ values, onChange, onRegistered }: RegisterFormProps) {
  const { t } = useTranslation();
  const fieldText = useFieldText();
  const errorText = useErrorText();
  const errorTextWithCode = useErrorTextWithCode();
  const [errors, setErrors] = useState<FieldErrors<keyof RegisterDraft>>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<keyof RegisterDraft, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [termsOpen, setTermsOpen] = useState(false);

  const edit = <K extends keyof RegisterDraft>(field: K, value: RegisterDraft[K]) => {
    onChange({ ...values, [field]: value });
    setErrors((current) => ({ ...current, [field]: undefined }));
    setServerErrors((current) => ({ ...current, [field]: undefined }));
  };

  const errorOf = (field: keyof RegisterDraft) => serverErrors[field] ?? fieldText(errors[field]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setServerErrors({});
    const { checkRegister } = await import("./auth-forms");
    const checked = checkRegister(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setBusy(true);
    try {
      await register(checked.data.login, checked.data.password);
      onRegistered(checked.data.login);
    } catch (error) {
      const field = serverField(error, fields);
      if (field) setServerErrors({ [field]: errorText(error) });
      // product.md section 8: a registration failure shows the server's message with its code.
      else setFailure(errorTextWithCode(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <TextField
        label={t("auth.email")}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        value={values.login}
        onChange={(event) => edit("login", event.target.value)}
        error={errorOf("login")}
      />
      <PasswordField
        label={t("auth.password")}
        name="new-password"
        autoComplete="new-password"
        hint={t("auth.passwordHint")}
        value={values.password}
        onChange={(event) => edit("password", event.target.value)}
        error={errorOf("password")}
      />
      <PasswordField
        label={t("auth.confirmPassword")}
        name="confirm-password"
        autoComplete="new-password"
        value={values.confirm}
        onChange={(event) => edit("confirm", event.target.value)}
        error={errorOf("confirm")}
      />
      <div>
        <CheckboxField
          label={t("auth.acceptTerms")}
          checked={values.terms}
          onChange={(event) => edit("terms", event.target.checked)}
          error={errorOf("terms")}
        />
        <button
          type="button"
          className="ml-7 mt-1 text-sm text-link underline underline-offset-4"
          onClick={() => setTermsOpen(true)}
          onPointerEnter={preloadTerms}
          onFocus={preloadTerms}
        >
          {t("auth.readTerms")}
        </button>
      </div>
      <Button type="submit" busy={busy} className="w-full">
        {t("auth.registerSubmit")}
      </Button>
      {termsOpen ? (
        <Suspense fallback={null}>
          <TermsDialog open onOpenChange={setTermsOpen} />
        </Suspense>
      ) : null}
    </form>
  );
}
