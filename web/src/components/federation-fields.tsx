import { useTranslation } from "react-i18next";
import type { CheckedFederation, FederationDraft } from "../lib/federation-draft";
import { formatDay } from "../lib/format";
import type { AppForm } from "../lib/use-app-form";
import { CheckboxField, TextField } from "./form-fields";

interface FederationFieldsProps {
  field: AppForm<FederationDraft, CheckedFederation>["field"];
  /** Quota, contract end, subdomain and branding are the global admin's (the server refuses others). */
  contractLocked?: boolean;
  /** The contract end as typed (YYYY-MM-DD, the form's watch), said again in the interface's language. */
  contractEnd?: string;
}

/** The federation form's fields (product.md section 5), for creating one and editing its details. */
export function FederationFields({ field, contractLocked = false, contractEnd = "" }: FederationFieldsProps) {
  const { t, i18n } = useTranslation();
  const locked = contractLocked ? t("federationForm.lockedHint") : undefined;
  // A native date input writes the day as the browser's language does (11/26/2027 in an English
  // browser, on the French interface too): the chosen day is said under it in the interface's (decision 189).
  const chosenDay = /^\d{4}-\d{2}-\d{2}$/.test(contractEnd)
    ? t("federationForm.contractEndReads", { date: formatDay(contractEnd, i18n.language) })
    : undefined;
  const contractEndHint = [chosenDay, locked].filter(Boolean).join(" ") || undefined;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        className="sm:col-span-2"
        label={t("federationForm.name")}
        autoComplete="organization"
        required
        {...field("name")}
      />
      <TextField
        className="sm:col-span-2"
        label={t("federationForm.logo")}
        type="url"
        inputMode="url"
        placeholder="https://"
        required
        {...field("logo")}
      />
      <TextField
        className="sm:col-span-2"
        label={t("federationForm.contact")}
        type="email"
        autoComplete="email"
        required
        {...field("contact")}
      />
      <TextField
        label={t("federationForm.quota")}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        readOnly={contractLocked}
        hint={locked ?? t("federationForm.quotaHint")}
        required
        {...field("quota")}
      />
      <TextField
        label={t("federationForm.contractEnd")}
        type="date"
        readOnly={contractLocked}
        hint={contractEndHint}
        required
        {...field("contractEnd")}
      />
      <TextField
        label={t("federationForm.subdomain")}
        readOnly={contractLocked}
        hint={locked ?? t("federationForm.subdomainHint")}
        autoCapitalize="none"
        spellCheck={false}
        {...field("subdomain")}
      />
      <CheckboxField
        className="self-center"
        label={t("federationForm.hasCustomization")}
        disabled={contractLocked}
        {...field("hasCustomization")}
      />
    </div>
  );
}
