import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { contactReasons, contactSchema } from "../../../../core/schemas/support";
import { Alert } from "../../components/alert";
import { Button } from "../../components/button";
import { SelectField, TextAreaField, TextField } from "../../components/form-fields";
import { PageHeader } from "../../components/page-header";
import { useCurrentUser } from "../../lib/session";
import { useErrorText, useFieldText } from "../../lib/use-error-text";
import { check, type FieldErrors, serverField } from "../../lib/validate";
import { sendContactMessage } from "./support-api";

type Field = "email" | "reason" | "title" | "message";
const fields = ["email", "reason", "title", "message"] as const;
const inputSchema = contactSchema.shape.input;

/** Contact form, open to everyone; a logged-in person writes from their account's address. */
export function ContactPage() {
  const { t } = useTranslation();
  const fieldText = useFieldText();
  const errorText = useErrorText();
  const user = useCurrentUser();
  const [values, setValues] = useState<Record<Field, string>>({ email: "", reason: "", title: "", message: "" });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [serverError, setServerError] = useState<{ field: Field; text: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const email = user?.email ?? values.email;

  const edit = (field: Field, value: string) => {
    setValues({ ...values, [field]: value });
    setErrors({ ...errors, [field]: undefined });
    if (serverError?.field === field) setServerError(null);
  };
  const errorOf = (field: Field) => {
    if (serverError?.field === field) return serverError.text;
    // The catalogue's key reads "the type is required"; here the type is the reason of the message.
    if (field === "reason" && errors.reason) return t("contact.reasonRequired");
    return fieldText(errors[field]);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setSent(false);
    const checked = check(inputSchema, { ...values, email });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setBusy(true);
    try {
      await sendContactMessage(checked.data);
      setValues({ email: values.email, reason: "", title: "", message: "" });
      setSent(true);
    } catch (cause) {
      const field = serverField(cause, fields);
      if (field) setServerError({ field, text: errorText(cause) });
      else setFailure(errorText(cause));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mx-auto w-full max-w-2xl">
      <PageHeader title={t("contact.title")} description={t("contact.intro")} />
      <form noValidate onSubmit={submit} className="surface flex flex-col gap-4 p-6">
        {sent ? <Alert tone="success">{t("contact.sent")}</Alert> : null}
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <TextField
          label={t("contact.email")}
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          readOnly={!!user}
          hint={user ? t("contact.emailFromAccount") : undefined}
          onChange={(event) => edit("email", event.target.value)}
          error={errorOf("email")}
        />
        <SelectField
          label={t("contact.reason")}
          value={values.reason}
          placeholder={t("contact.chooseReason")}
          options={contactReasons.map((reason) => ({ value: reason, label: t(`contact.reasons.${reason}`) }))}
          onChange={(event) => edit("reason", event.target.value)}
          error={errorOf("reason")}
        />
        <TextField label={t("contact.subject")} value={values.title} maxLength={200} onChange={(event) => edit("title", event.target.value)} error={errorOf("title")} />
        <TextAreaField
          label={t("contact.message")}
          value={values.message}
          maxLength={5000}
          rows={6}
          onChange={(event) => edit("message", event.target.value)}
          error={errorOf("message")}
        />
        <Button type="submit" busy={busy} className="self-start">
          {t("contact.send")}
        </Button>
      </form>
    </div>
  );
}
