import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Alert } from "../../components/alert";
import { Button } from "../../components/button";
import { TextField } from "../../components/form-fields";
import { PageHeader } from "../../components/page-header";
import { paths } from "../../lib/paths";
import { useAppForm } from "../../lib/use-app-form";
import { requestPasswordReset } from "./auth-api";
import { emailResolver } from "./auth-forms";

/** Forgot password, for visitors: a single-use link to choose a new password is mailed. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const form = useAppForm({ defaultValues: { email: "" }, resolver: emailResolver });
  const request = useMutation({
    mutationFn: (email: string) => requestPasswordReset(email),
    onError: (error) => form.onServerError(error),
  });
  // A new attempt hides the last one's confirmation, as the failure goes with the next submit.
  const submit = form.handleSubmit((data) => request.mutate(data.email));

  return (
    <div className="mx-auto w-full max-w-md py-6 md:py-12">
      <PageHeader title={t("auth.forgotTitle")} description={t("auth.forgotText")} />
      <form
        noValidate
        onSubmit={(event) => {
          request.reset();
          void submit(event);
        }}
        className="surface flex flex-col gap-4 p-6"
      >
        {request.isSuccess ? <Alert tone="success">{t("auth.resetSent")}</Alert> : null}
        {form.failure ? <Alert tone="error">{form.failure}</Alert> : null}
        <TextField
          label={t("auth.email")}
          type="email"
          autoComplete="email"
          inputMode="email"
          {...form.field("email")}
        />
        <Button type="submit" busy={request.isPending} className="w-full">
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
