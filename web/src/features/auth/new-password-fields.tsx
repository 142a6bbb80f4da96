import { useTranslation } from "react-i18next";
import { PasswordField } from "../../components/password-field";
import { useFieldText } from "../../lib/use-error-text";

interface NewPasswordFieldsProps {
  newPassword: string;
  repeat: string;
  onChange: (field: "newPassword" | "repeat", value: string) => void;
  errors: { newPassword?: string; repeat?: string };
}

/** New password and its repetition, shared by the change and reset pages. */
export function NewPasswordFields({ newPassword, repeat, onChange, errors }: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  const fieldText = useFieldText();
  return (
    <>
      <PasswordField
        label={t("auth.newPassword")}
        autoComplete="new-password"
        hint={t("auth.passwordHint")}
        value={newPassword}
        onChange={(event) => onChange("newPassword", event.target.value)}
        error={fieldText(errors.newPassword)}
      />
      <PasswordField
        label={t("auth.repeatPassword")}
        autoComplete="new-password"
        value={repeat}
        onChange={(event) => onChange("repeat", event.target.value)}
        error={fieldText(errors.repeat)}
      />
    </>
  );
}
