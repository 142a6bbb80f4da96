import type { ComponentProps } from "react";
import { useTranslation } from "react-i18next";
import { PasswordField } from "../../components/password-field";

type FieldProps = Omit<ComponentProps<typeof PasswordField>, "label">;

/** New password and its repetition, shared by the change and reset pages (each gets its form's field props). */
export function NewPasswordFields({ newPassword, repeat }: { newPassword: FieldProps; repeat: FieldProps }) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField
        label={t("auth.newPassword")}
        autoComplete="new-password"
        hint={t("auth.passwordHint")}
        {...newPassword}
      />
      <PasswordField label={t("auth.repeatPassword")} autoComplete="new-password" {...repeat} />
    </>
  );
}
