import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { Alert } from "../../components/alert";
import { Button, ButtonLink } from "../../components/button";
import { PageHeader } from "../../components/page-header";
import { paths } from "../../lib/paths";
import { serverField } from "../../lib/server-field";
import { useAppForm } from "../../lib/use-app-form";
import { confirmPasswordReset } from "./auth-api";
import { newPasswordResolver } from "./auth-forms";
import { NewPasswordFields } from "./new-password-fields";
import { resetPasswordErrorFields } from "./server-error-fields";

/** The page a reset link opens (`/#/reset-password/{token}`): choose the new password. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const { token = "" } = useParams();
  const form = useAppForm({ defaultValues: { newPassword: "", repeat: "" }, resolver: newPasswordResolver });
  const reset = useMutation({
    mutationFn: (newPassword: string) => confirmPasswordReset(token, newPassword),
    // A used, expired or mangled token concerns the link, not the password typed; a common password is
    // said next to it (the link stays usable); anything else above the form.
    onError: (error) =>
      serverField(error, ["token"] as const)
        ? form.setFailure(t("auth.resetLinkInvalid"))
        : form.onServerError(error, resetPasswordErrorFields),
  });

  if (reset.isSuccess) {
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
      <form
        noValidate
        onSubmit={form.handleSubmit((data) => reset.mutate(data.newPassword))}
        className="surface flex flex-col gap-4 p-6"
      >
        {form.failure ? (
          <Alert tone="error">
            {form.failure}{" "}
            <Link to={paths.forgotPassword} className="underline underline-offset-4">
              {t("auth.askNewLink")}
            </Link>
          </Alert>
        ) : null}
        <NewPasswordFields newPassword={form.field("newPassword")} repeat={form.field("repeat")} />
        <Button type="submit" busy={reset.isPending} className="w-full">
          {t("auth.saveNewPassword")}
        </Button>
      </form>
    </div>
  );
}
