import { useTranslation } from "react-i18next";
import type { FederationDraft, FederationField } from "../lib/federation-draft";
import { useFieldText } from "../lib/use-error-text";
import type { FieldErrors } from "../lib/validate";
import { CheckboxField, TextField } from "./form-fields";

interface FederationFieldsProps {
  draft: FederationDraft;
  errors: FieldErrors<FederationField>;
  onChange: (next: FederationDraft) => void;
  /** Quota, contract end, subdomain and branding are the global admin's (the server refuses others). */
  contractLocked?: boolean;
}

/** The federation form's fields (product.md section 5), for creating one and editing its details. */
export function FederationFields({ draft, errors, onChange, contractLocked = false }: FederationFieldsProps) {
  const { t } = useTranslation();
  const fieldText = useFieldText();
  const set = (field: FederationField) => (event: React.ChangeEvent<HTMLInputElement>) =>
    onChange({ ...draft, [field]: event.target.type === "checkbox" ? event.target.checked : event.target.value });
  const locked = contractLocked ? t("federationForm.lockedHint") : undefined;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField className="sm:col-span-2" label={t("federationForm.name")} value={draft.name} onChange={set("name")} error={fieldText(errors.name)} autoComplete="organization" required />
      <TextField className="sm:col-span-2" label={t("federationForm.logo")} type="url" inputMode="url" placeholder="https://" value={draft.logo} onChange={set("logo")} error={fieldText(errors.logo)} required />
      <TextField className="sm:col-span-2" label={t("federationForm.contact")} type="email" value={draft.contact} onChange={set("contact")} error={fieldText(errors.contact)} autoComplete="email" required />
      <TextField label={t("federationForm.quota")} type="number" inputMode="numeric" min={0} step={1} value={draft.quota} onChange={set("quota")} error={fieldText(errors.quota)} readOnly={contractLocked} hint={locked ?? t("federationForm.quotaHint")} required />
      <TextField label={t("federationForm.contractEnd")} type="date" value={draft.contractEnd} onChange={set("contractEnd")} error={fieldText(errors.contractEnd)} readOnly={contractLocked} hint={locked} required />
      <TextField label={t("federationForm.subdomain")} value={draft.subdomain} onChange={set("subdomain")} error={fieldText(errors.subdomain)} readOnly={contractLocked} hint={locked ?? t("federationForm.subdomainHint")} autoCapitalize="none" spellCheck={false} />
      <CheckboxField className="self-center" label={t("federationForm.hasCustomization")} checked={draft.hasCustomization} onChange={set("hasCustomization")} disabled={contractLocked} />
    </div>
  );
}
