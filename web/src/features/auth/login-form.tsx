import { useMutation } from "@tanstack/react-query";
import { type ReactNode, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Alert } from "../../components/alert";
import { Button } from "../../components/button";
import { TextField } from "../../components/form-fields";
import { PasswordField } from "../../components/password-field";
import { paths } from "../../lib/paths";
import { lazyResolver, useAppForm } from "../../lib/use-app-form";
import { useErrorText } from "../../lib/use-error-text";
import { logIn } from "./auth-api";
import { type LoginDraft, loginFailureKey } from "./auth-drafts";

// zod comes with the first submit, not with the login screen (decision 090).
const resolver = lazyResolver(() => import("./auth-forms").then((forms) => forms.loginResolver));

interface LoginFormProps {
  values: LoginDraft;
  /** Receives what is typed, so that the draft outlives the form (the login screen's sliding panels). */
  onChange: (values: LoginDraft) => void;
  onSuccess?: () => void;
  /** A message above the fields (account created, session expired). */
  notice?: ReactNode;
  showForgotPassword?: boolean;
}

/** Email and password (product.md screen 2); what was typed stays after a failed attempt. */
export function LoginForm({
  values,
  onChange,
  onSuccess,
  notice,
  showForgotPassword = true,
}: LoginFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const form = useAppForm({ defaultValues: values, resolver });
  const login = useMutation({
    mutationFn: (data: LoginDraft) => logIn(data.login, data.password),
    onSuccess: () => onSuccess?.(),
    onError: (error) => {
      const key = loginFailureKey(error);
      form.setFailure(key ? t(key) : errorText(error));
    },
  });

  const { watch } = form;
  useEffect(() => {
    const watching = watch((typed) => onChange({ login: typed.login ?? "", password: typed.password ?? "" }));
    return () => watching.unsubscribe();
  }, [watch, onChange]);

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((data) => login.mutate(data))}
      className="flex flex-col gap-4"
    >
      {notice}
      {form.failure ? <Alert tone="error">{form.failure}</Alert> : null}
      <TextField
        label={t("auth.email")}
        type="email"
        autoComplete="username"
        inputMode="email"
        {...form.field("login")}
      />
      <PasswordField label={t("auth.password")} autoComplete="current-password" {...form.field("password")} />
      {showForgotPassword ? (
        <p className="-mt-2 text-right text-sm">
          <Link to={paths.forgotPassword} className="text-link underline-offset-4 hover:underline">
            {t("auth.forgotPassword")}
          </Link>
        </p>
      ) : null}
      <Button type="submit" busy={login.isPending} className="w-full">
        {t("auth.loginSubmit")}
      </Button>
    </form>
  );
}
