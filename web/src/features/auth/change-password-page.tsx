import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Alert } from "../../components/alert";
import { Button } from "../../components/button";
import { PageHeader } from "../../components/page-header";
import { PasswordField } from "../../components/password-field";
import { useErrorText, useFieldText } from "../../lib/use-error-text";
import { type FieldErrors, hasErrors, serverField } from "../../lib/validate";
import { changePassword } from "./auth-api";
import { checkNewPassword } from "./auth-forms";
import { NewPasswordFields } from "./new-password-fields";

type Field = "oldPassword" | "newPassword" | "repeat";
const empty: Record<Field, string> = { oldPassword: "", newPassword: "", repeat: "" };

/** Change password: old, new and repeated; other sessions end on the server side. */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const fieldText = useFieldText();
  const errorText = useErrorText();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [oldPasswordServerError, setOldPasswordServerError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  const edit = (field: Field, value: string) => {
    setValues({ ...values, [field]: value });
    setErrors({ ...errors, [field]: undefined });
    if (field === "oldPassword") setOldPasswordServerError(undefined);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setDone(false);
    const found: FieldErrors<Field> = {
      ...(values.oldPassword.trim() ? {} : { oldPassword: "error_password_required" }),
      ...checkNewPassword(values.newPassword, values.repeat),
    };
    setErrors(found);
    if (hasErrors(found)) return;
    setBusy(true);
    try {
      await changePassword(values.oldPassword.trim(), values.newPassword.trim());
      setValues(empty);
      setDone(true);
    } catch (cause) {
      if (serverField(cause, ["oldPassword"] as const)) setOldPasswordServerError(errorText(cause));
      else setFailure(errorText(cause));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="max-w-lg">
      <PageHeader title={t("auth.changeTitle")} description={t("auth.changeText")} />
      <form noValidate onSubmit={submit} className="surface flex flex-col gap-4 p-6">
        {done ? <Alert tone="success">{t("message.info_change_done")}</Alert> : null}
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <PasswordField
          label={t("auth.oldPassword")}
          autoComplete="current-password"
          value={values.oldPassword}
          onChange={(event) => edit("oldPassword", event.target.value)}
          error={oldPasswordServerError ?? fieldText(errors.oldPassword)}
        />
        <NewPasswordFields newPassword={values.newPassword} repeat={values.repeat} errors={errors} onChange={edit} />
        <Button type="submit" busy={busy} className="self-start">
          {t("auth.saveNewPassword")}
        </Button>
      </form>
    </div>
  );
}
