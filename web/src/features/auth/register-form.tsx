import { useMutation } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Alert } from "../../components/alert";
import { Button } from "../../components/button";
import { CheckboxField, TextField } from "../../components/form-fields";
import { PasswordField } from "../../components/password-field";
import { loadPageTexts } from "../../lib/i18n";
import { lazyResolver, useAppForm } from "../../lib/use-app-form";
import { useErrorTextWithCode } from "../../lib/use-error-text";
import { register } from "./auth-api";
import type { RegisterDraft } from "./auth-drafts";

interface RegisterFormProps {
  values: RegisterDraft;
  onChange: (values: RegisterDraft) => void;
  /** Called with the registered e-mail once the account exists. */
  onRegistered: (email: string) => void;
}

const fields = ["login", "password", "confirm", "terms"] as const;
// zod comes with the first submit, not with the login screen (decision 090).
const resolver = lazyResolver(() => import("./auth-forms").then((forms) => forms.registerResolver));

// The terms (a Radix dialog and the `legal` texts) load when first wanted, not with the login screen (decision 090).
const loadTerms = () => Promise.all([import("./terms-dialog"), loadPageTexts()]);
const TermsDialog = lazy(() => loadTerms().then(([module]) => ({ default: module.TermsDialog })));
const preloadTerms = () => void loadTerms().catch(() => undefined);

/** Email, password, confirmation and the general terms (product.md screen 3). */
export function RegisterForm({ values, onChange, onRegistered }: RegisterFormProps) {
  const { t } = useTranslation();
  const errorTextWithCode = useErrorTextWithCode();
  const [termsOpen, setTermsOpen] = useState(false);
  const form = useAppForm({ defaultValues: values, resolver });
  const registration = useMutation({
    mutationFn: (data: RegisterDraft) => register(data.login, data.password),
    onSuccess: (_answer, data) => onRegistered(data.login),
    // product.md section 8: a registration failure shows the server's message with its code.
    onError: (error) => form.onServerError(error, fields, errorTextWithCode),
  });

  const { watch } = form;
  useEffect(() => {
    const watching = watch((typed) => onChange({ ...values, ...typed }));
    return () => watching.unsubscribe();
    // `values` only seeds the draft; what is typed then flows out.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- re-subscribing on each keystroke's new draft is not wanted
  }, [watch, onChange]);

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((data) => registration.mutate(data))}
      className="flex flex-col gap-4"
    >
      {form.failure ? <Alert tone="error">{form.failure}</Alert> : null}
      <TextField
        label={t("auth.email")}
        type="email"
        autoComplete="email"
        inputMode="email"
        {...form.field("login")}
      />
      <PasswordField
        label={t("auth.password")}
        autoComplete="new-password"
        hint={t("auth.passwordHint")}
        {...form.field("password")}
      />
      <PasswordField
        label={t("auth.confirmPassword")}
        autoComplete="new-password"
        {...form.field("confirm")}
      />
      <div>
        <CheckboxField label={t("auth.acceptTerms")} {...form.field("terms")} />
        <button
          type="button"
          className="ml-7 mt-1 text-sm text-link underline underline-offset-4"
          onClick={() => setTermsOpen(true)}
          onPointerEnter={preloadTerms}
          onFocus={preloadTerms}
        >
          {t("auth.readTerms")}
        </button>
      </div>
      <Button type="submit" busy={registration.isPending} className="w-full">
        {t("auth.registerSubmit")}
      </Button>
      {termsOpen ? (
        <Suspense fallback={null}>
          <TermsDialog open onOpenChange={setTermsOpen} />
        </Suspense>
      ) : null}
    </form>
  );
}
