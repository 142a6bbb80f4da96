import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useEffect } from "react";
import type { Resolver } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { type ContactInput, contactReasons, contactSchema } from "#core/schemas/support";
import { Alert } from "../../components/alert";
import { Button } from "../../components/button";
import { SelectField, TextAreaField, TextField } from "../../components/form-fields";
import { PageHeader } from "../../components/page-header";
import { useCurrentUser } from "../../lib/session";
import { useAppForm } from "../../lib/use-app-form";
import { sendContactMessage } from "./support-api";

const fields = ["email", "reason", "title", "message"] as const;
const empty = { email: "", reason: "", title: "", message: "" };
// The reason is typed as text ("" until chosen); the schema says which ones it may be.
const resolver = zodResolver(contactSchema.shape.input) as Resolver<typeof empty, unknown, ContactInput>;

/** Contact form, open to everyone; a logged-in person writes from their account's address. */
export function ContactPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const form = useAppForm({ defaultValues: { ...empty, email: user?.email ?? "" }, resolver });
  const send = useMutation({
    mutationFn: (data: ContactInput) => sendContactMessage(data),
    onSuccess: () => form.reset({ ...empty, email: form.getValues("email") }),
    onError: (error) => form.onServerError(error, fields),
  });
  const submit = form.handleSubmit((data) => send.mutate(data));
  const { setValue } = form;
  useEffect(() => {
    if (user) setValue("email", user.email);
  }, [user, setValue]);
  const reason = form.field("reason");

  return (
    // A visitor's chrome gives its pages no room above them (each keeps its own, like the password pages).
    <div className={`mx-auto w-full max-w-2xl ${user ? "" : "py-6 md:py-12"}`}>
      <PageHeader title={t("contact.title")} description={t("contact.intro")} />
      <form
        noValidate
        onSubmit={(event) => {
          send.reset();
          void submit(event);
        }}
        className="surface flex flex-col gap-4 p-6"
      >
        {send.isSuccess ? <Alert tone="success">{t("contact.sent")}</Alert> : null}
        {form.failure ? <Alert tone="error">{form.failure}</Alert> : null}
        <TextField
          label={t("contact.email")}
          type="email"
          autoComplete="email"
          inputMode="email"
          readOnly={!!user}
          hint={user ? t("contact.emailFromAccount") : undefined}
          {...form.field("email")}
        />
        <SelectField
          label={t("contact.reason")}
          placeholder={t("contact.chooseReason")}
          options={contactReasons.map((value) => ({ value, label: t(`contact.reasons.${value}`) }))}
          {...reason}
          // The catalogue's key reads "the type is required"; here the type is the reason of the message.
          error={
            reason.error && form.formState.errors.reason?.type !== "server"
              ? t("contact.reasonRequired")
              : reason.error
          }
        />
        <TextField label={t("contact.subject")} maxLength={200} {...form.field("title")} />
        <TextAreaField label={t("contact.message")} maxLength={5000} rows={6} {...form.field("message")} />
        <Button type="submit" busy={send.isPending} className="self-start">
          {t("contact.send")}
        </Button>
      </form>
    </div>
  );
}
