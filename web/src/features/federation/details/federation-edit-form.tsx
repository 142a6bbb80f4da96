import { useTranslation } from "react-i18next";
import { Alert } from "../../../components/alert";
import { Button } from "../../../components/button";
import { FederationFields } from "../../../components/federation-fields";
import { draftOf } from "../../../lib/federation-draft";
import type { Federation } from "../../../lib/federations";
import { useFederationForm } from "../../../lib/use-federation-form";
import { federationApi } from "../federation-api";

interface FederationEditFormProps {
  federation: Federation;
  /** Only the global admin changes quota, contract end, subdomain and branding. */
  contractLocked: boolean;
  onSaved: () => Promise<void>;
  onCancel: () => void;
}

/** The edit mode of the details (product.md section 4); what was typed stays on a failed save. */
export function FederationEditForm({
  federation,
  contractLocked,
  onSaved,
  onCancel,
}: FederationEditFormProps) {
  const { t } = useTranslation();
  const { form, busy, submit } = useFederationForm(
    () => draftOf(federation),
    async (data) => {
      await federationApi.update(federation.id, data);
      await onSaved();
    },
  );

  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-5"
      aria-label={t("federationDetails.editTitle")}
    >
      <h2 className="text-lg font-semibold">{t("federationDetails.editTitle")}</h2>
      <FederationFields
        field={form.field}
        contractLocked={contractLocked}
        contractEnd={form.watch("contractEnd")}
      />
      {form.failure ? <Alert tone="error">{form.failure}</Alert> : null}
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
