import type { ComponentProps } from "react";
import { useTranslation } from "react-i18next";
import { TextField } from "../../components/form-fields";
import { OrgAvatar } from "../../components/org-avatar";
import { Spinner } from "../../components/spinner";
import { formatDate } from "../../lib/format";
import type { Lookup } from "./join-api";

type InvitationFieldProps = Omit<ComponentProps<typeof TextField>, "label"> & {
  lookup: Lookup;
};

/** The invitation number (the form's field props, its error already translated), with the organization it belongs to once the number is found. */
export function InvitationField({ lookup, ...field }: InvitationFieldProps) {
  const { t } = useTranslation();
  return (
    <div>
      <TextField
        label={t("joinForms.invitation")}
        hint={t("joinForms.invitationHint")}
        placeholder="XXXX-XXXX-XXXX-XXXX"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        className="[&_input]:font-mono [&_input]:tracking-wider"
        required
        {...field}
      />
      <div aria-live="polite" className="mt-2 min-h-6">
        {lookup.state === "checking" ? (
          <span className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
            <Spinner className="size-4" />
            {t("joinForms.checking")}
          </span>
        ) : lookup.state === "found" ? (
          <span className="flex items-center gap-3 rounded-xl bg-brand-tint px-3 py-2 text-sm">
            <OrgAvatar
              logo={lookup.organization.logo || null}
              type={lookup.organization.type === "federation" ? "federation" : "club"}
              size="size-9"
            />
            <span className="min-w-0">
              <span className="block text-xs text-slate-700 dark:text-slate-300">
                {t(`joinForms.from.${lookup.organization.type}`)}
              </span>
              <strong className="block truncate">{lookup.organization.name}</strong>
              {lookup.organization.expiresAt ? (
                <span className="block text-xs text-slate-700 dark:text-slate-300">
                  {t("joinForms.validUntil", { date: formatDate(lookup.organization.expiresAt) })}
                </span>
              ) : null}
            </span>
          </span>
        ) : null}
      </div>
    </div>
  );
}
