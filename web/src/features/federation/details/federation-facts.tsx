import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { OrgAvatar } from "../../../components/org-avatar";
import type { Federation } from "../../../lib/federations";
import { formatDay } from "../../../lib/format";
import { quotaSentence } from "../quota-sentence";

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-600 dark:text-slate-400">
        {label}
      </dt>
      <dd className="mt-0.5 break-words text-sm text-slate-900 dark:text-slate-100">{children}</dd>
    </div>
  );
}

/** Clubs registered against the contract: the quota counts the clubs that may still be created, so the contract's size is clubs + quota. */
function QuotaBar({ clubs, quota, invitable }: { clubs: number; quota: number; invitable: number }) {
  const { t } = useTranslation();
  const total = clubs + quota;
  const percent = total ? Math.round((clubs / total) * 100) : 0;
  return (
    <div>
      {/* The contract's size above the bar, not named "quota" (the form's quota is what is left); the registered
          clubs are said once, by the sentence below (issue 31.7). */}
      <p id="contract-size" className="mb-1.5 text-sm font-medium">
        {t("federationDetails.contractSize", { count: total })}
      </p>
      <div
        role="progressbar"
        aria-labelledby="contract-size"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={clubs}
        aria-valuetext={t("federationDetails.registered", { count: clubs, total })}
        className="h-3 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
      >
        <div className="h-full rounded-full bg-brand transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      {/* The one quota sentence of every federation screen (issue 31.10). */}
      <p className="mt-1.5 text-sm text-slate-600 dark:text-slate-400" data-testid="quota-sentence">
        {quotaSentence(t, { registered: clubs, quota, invitable })}
      </p>
    </div>
  );
}

/** The view mode of product.md screen 6: logo, name, quota bar, contract end, id, subdomain, contact. */
export function FederationFacts({ federation }: { federation: Federation }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="flex flex-col gap-6">
      {/* Room on the right for the actions menu drawn over this corner. */}
      <div className="flex items-center gap-4 pr-10">
        <OrgAvatar logo={federation.logo} type="federation" size="size-16" />
        <div className="min-w-0">
          <h2 className="break-words text-xl font-semibold">{federation.name}</h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">{t("organizations.federation")}</p>
        </div>
      </div>
      <QuotaBar
        clubs={federation.clubs}
        quota={federation.quota}
        invitable={federation.invitationQuotaLeft}
      />
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Fact label={t("federationDetails.contractEnd")}>
          {formatDay(federation.contractEnd, i18n.language)}
        </Fact>
        <Fact label={t("federationDetails.subdomain")}>
          {federation.subdomain || <span className="text-slate-500">{t("federationDetails.none")}</span>}
        </Fact>
        <Fact label={t("federationDetails.contact")}>
          <a className="text-link underline-offset-4 hover:underline" href={`mailto:${federation.contact}`}>
            {federation.contact}
          </a>
        </Fact>
        <Fact label={t("federationDetails.id")}>
          <span className="font-mono text-xs">{federation.id}</span>
        </Fact>
      </dl>
    </div>
  );
}
