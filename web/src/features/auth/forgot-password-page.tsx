import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Alert } from "../../components/alert";
import { Button } from "../../components/button";
import { TextField } from "../../components/form-fields";
import { PageHeader } from "../../components/page-header";
import { paths } from "../../lib/paths";
import { useErrorText, useFieldText } from "../../lib/use-error-text";
import { requestPasswordReset } from "./auth-api";
import { checkEmail } from "./auth-forms";

/** Forgot password, for visitors: a single-use link to choose a new password is mailed. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const fieldText = useFieldText();
  const errorText = useErrorText();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setSent(false);
    const checked = checkEmail(email);
    if (!checked.ok) {
      setError(checked.errors.email);
      return;
    }
    setBusy(true);
    try {
      await requestPasswordReset(checked.data.email);
      setSent(true);
    } catch (cause) {
      setFailure(errorText(cause));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mx-auto w-full max-w-md py-6 md:py-12">
      <PageHeader title={t("auth.forgotTitle")} description={t("auth.forgotText")} />
      <form noValidate onSubmit={submit} className="surface flex flex-col gap-4 p-6">
        {sent ? <Alert tone="success">{t("auth.resetSent")}</Alert> : null}
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <TextField
          label={t("auth.email")}
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setError(undefined);
          }}
          error={fieldText(error)}
        />
        <Button type="submit" busy={busy} className="w-full">
          {t("auth.sendResetLink")}
        </Button>
        <p className="text-center text-sm">
          <Link to={paths.login} className="text-link underline-offset-4 hover:underline">
            {t("auth.backToLogin")}
          </Link>
        </p>
      </form>
    </div>
  );
}
