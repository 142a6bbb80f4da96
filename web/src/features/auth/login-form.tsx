import { type FormEvent, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Alert } from "../../components/alert";
import { Button } from "../../components/button";
import { TextField } from "../../components/form-fields";
import { PasswordField } from "../../components/password-field";
import { paths } from "../../lib/paths";
import { useErrorText, useFieldText } from "../../lib/use-error-text";
import type { FieldErrors } from "../../lib/validate";
import { logIn } from "./auth-api";
import { type LoginDraft, loginFailureKey } from "./auth-drafts";

interface LoginFormProps {
  values: LoginDraft;
  onChange: (values: LoginDraft) => void;
  onSuccess?: () => void;
  /** A message above the fields (account created, session expired). */
  notice?: ReactNode;
  showForgotPassword?: boolean;
}

/** Email and password (product.md screen 2); what was typed stays after a failed attempt. */
export function LoginForm({ values, onChange, onSuccess, notice, showForgotPassword = true }: LoginFormProps) {
  const { t } = useTranslation();
  const fieldText = useFieldText();
  const errorText = useErrorText();
  const [errors, setErrors] = useState<FieldErrors<keyof LoginDraft>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const edit = (field: keyof LoginDraft, value: string) => {
    onChange({ ...values, [field]: value });
    if (errors[field]) setErrors({ ...errors, [field]: undefined });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const { checkLogin } = await import("./auth-forms");
    const checked = checkLogin(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setBusy(true);
    try {
      await logIn(checked.data.login, checked.data.password);
      onSuccess?.();
    } catch (error) {
      const key = loginFailureKey(error);
      setFailure(key ? t(key) : errorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {notice}
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <TextField
        label={t("auth.email")}
        type="email"
        name="email"
        autoComplete="username"
        inputMode="email"
        value={values.login}
        onChange={(event) => edit("login", event.target.value)}
        error={fieldText(errors.login)}
      />
      <PasswordField
        label={t("auth.password")}
        name="password"
        autoComplete="current-password"
        value={values.password}
        onChange={(event) => edit("password", event.target.value)}
        error={fieldText(errors.password)}
      />
      {showForgotPassword ? (
        <p className="-mt-2 text-right text-sm">
          <Link to={paths.forgotPassword} className="text-link underline-offset-4 hover:underline">
            {t("auth.forgotPassword")}
          </Link>
        </p>
      ) : null}
      <Button type="submit" busy={busy} className="w-full">
        {t("auth.loginSubmit")}
      </Button>
    </form>
  );
}
