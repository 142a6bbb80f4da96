import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { Alert } from "../../components/alert";
import { Button, ButtonLink } from "../../components/button";
import { PageHeader } from "../../components/page-header";
import { paths } from "../../lib/paths";
import { useErrorText } from "../../lib/use-error-text";
import { type FieldErrors, hasErrors, serverField } from "../../lib/validate";
import { confirmPasswordReset } from "./auth-api";
import { checkNewPassword } from "./auth-forms";
import { NewPasswordFields } from "./new-password-fields";

type Field = "newPassword" | "repeat";

/** The page a reset link opens (`/#/reset-password/{token}`): choose the new password. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { token = "" } = useParams();
  const [values, setValues] = useState<Record<Field, string>>({ newPassword: "", repeat: "" });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = checkNewPassword(values.newPassword, values.repeat);
    setErrors(found);
    if (hasErrors(found)) return;
    setBusy(true);
    try {
      await confirmPasswordReset(token, values.newPassword.trim());
      setDone(true);
    } catch (cause) {
      // A used, expired or mangled token concerns the link, not the password typed.
      setFailure(serverField(cause, ["token"] as const) ? t("auth.resetLinkInvalid") : errorText(cause));
    } finally {
      setBusy(false);
    }
  };

  if (done) {
    return (
      <div className="mx-auto w-full max-w-md py-6 md:py-12">
        <PageHeader title={t("auth.resetTitle")} />
        <div className="surface flex flex-col gap-4 p-6">
          <Alert tone="success">{t("auth.resetDone")}</Alert>
          <ButtonLink to={paths.login} className="w-full">
            {t("auth.loginSubmit")}
          </ButtonLink>
        </div>
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-md py-6 md:py-12">
      <PageHeader title={t("auth.resetTitle")} description={t("auth.resetText")} />
      <form noValidate onSubmit={submit} className="surface flex flex-col gap-4 p-6">
        {failure ? (
          <Alert tone="error">
            {failure}{" "}
            <Link to={paths.forgotPassword} className="underline underline-offset-4">
              {t("auth.askNewLink")}
            </Link>
          </Alert>
        ) : null}
        <NewPasswordFields
          newPassword={values.newPassword}
          repeat={values.repeat}
          errors={errors}
          onChange={(field, value) => {
            setValues({ ...values, [field]: value });
            setErrors({ ...errors, [field]: undefined });
          }}
        />
        <Button type="submit" busy={busy} className="w-full">
          {t("auth.saveNewPassword")}
        </Button>
      </form>
    </div>
  );
}
