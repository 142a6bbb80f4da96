import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Alert } from "../../components/alert";
import { Button } from "../../components/button";
import { PageHeader } from "../../components/page-header";
import { PasswordField } from "../../components/password-field";
import { useAppForm } from "../../lib/use-app-form";
import { changePassword } from "./auth-api";
import { changePasswordResolver } from "./auth-forms";
import { NewPasswordFields } from "./new-password-fields";
import { ProfileNameForm } from "./profile-name-form";
import { changePasswordErrorFields } from "./server-error-fields";

const empty = { oldPassword: "", newPassword: "", repeat: "" };

/** The caller's names, then change password: old, new and repeated; other sessions end on the server side. */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const form = useAppForm({ defaultValues: empty, resolver: changePasswordResolver });
  const change = useMutation({
    mutationFn: (data: typeof empty) => changePassword(data.oldPassword, data.newPassword),
    onSuccess: () => form.reset(empty),
    // A wrong old password, or a common new one, is said next to its field; anything else above the form.
    onError: (error) => form.onServerError(error, changePasswordErrorFields),
  });
  const submit = form.handleSubmit((data) => change.mutate(data));

  return (
    <div className="max-w-lg">
      <PageHeader title={t("account.changeTitle")} description={t("account.changeText")} />
      <ProfileNameForm />
      <form
        noValidate
        onSubmit={(event) => {
          change.reset();
          void submit(event);
        }}
        aria-labelledby="password-title"
        className="surface flex flex-col gap-4 p-6"
      >
        <h2 id="password-title" className="text-lg font-semibold">
          {t("account.passwordTitle")}
        </h2>
        {change.isSuccess ? <Alert tone="success">{t("message.info_change_done")}</Alert> : null}
        {form.failure ? <Alert tone="error">{form.failure}</Alert> : null}
        <PasswordField
          label={t("account.oldPassword")}
          autoComplete="current-password"
          {...form.field("oldPassword")}
        />
        <NewPasswordFields newPassword={form.field("newPassword")} repeat={form.field("repeat")} />
        <Button type="submit" busy={change.isPending} className="self-start">
          {t("auth.saveNewPassword")}
        </Button>
      </form>
    </div>
  );
}
