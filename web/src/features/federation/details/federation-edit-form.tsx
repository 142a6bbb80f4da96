import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Alert } from "../../../components/alert";
import { Button } from "../../../components/button";
import { FederationFields } from "../../../components/federation-fields";
import { checkFederationDraft, draftOf, type FederationDraft, type FederationField, federationServerErrors } from "../../../lib/federation-draft";
import type { Federation } from "../../../lib/federations";
import { useErrorText } from "../../../lib/use-error-text";
import type { FieldErrors } from "../../../lib/validate";
import { federationApi } from "../federation-api";

interface FederationEditFormProps {
  federation: Federation;
  /** Only the global admin changes quota, contract end, subdomain and branding. */
  contractLocked: boolean;
  onSaved: () => Promise<void>;
  onCancel: () => void;
}

/** The edit mode of the details (product.md section 4); what was typed stays on a failed save. */
export function FederationEditForm({ federation, contractLocked, onSaved, onCancel }: FederationEditFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [draft, setDraft] = useState<FederationDraft>(() => draftOf(federation));
  const [errors, setErrors] = useState<FieldErrors<FederationField>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkFederationDraft(draft);
    setErrors(checked.ok ? {} : checked.errors);
    setFailure(null);
    if (!checked.ok) return;
    setBusy(true);
    try {
      await federationApi.update(federation.id, checked.data);
      await onSaved();
    } catch (error) {
      setErrors(federationServerErrors(error));
      setFailure(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5" aria-label={t("federationDetails.editTitle")}>
      <h2 className="text-lg font-semibold">{t("federationDetails.editTitle")}</h2>
      <FederationFields draft={draft} errors={errors} onChange={setDraft} contractLocked={contractLocked} />
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t("confirm.cancel")}
        </Button>
        <Button type="submit" busy={busy}>
          {t("federationDetails.save")}
        </Button>
      </div>
    </form>
  );
}
