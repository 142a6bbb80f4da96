import { useId } from "react";
import { useTranslation } from "react-i18next";
import { ButtonLink } from "../../components/button";
import { OrgAvatar } from "../../components/org-avatar";
import { paths } from "../../lib/paths";
import type { Organization } from "../../lib/session";

/** One organization with its badge and where to go from it (product.md screen 5). */
export function OrganizationCard({ organization, federationAdmin }: { organization: Organization; federationAdmin: boolean }) {
  const { t } = useTranslation();
  const titleId = useId();
  const federation = organization.type === "federation";
  return (
    <li className="surface flex flex-col gap-4 p-5">
      <div className="flex items-start gap-3">
        <OrgAvatar logo={organization.logo} type={organization.type} size="size-12" />
        <div className="min-w-0">
          <h2 id={titleId} className="line-clamp-2 break-words text-lg font-semibold leading-snug" title={organization.name}>
            {organization.name}
          </h2>
          <span
            className={`mt-1 inline-block rounded-full px-2 py-0.5 text-xs font-medium ${
              federation ? "bg-brand-tint text-link" : "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300"
            }`}
          >
            {t(federation ? "organizations.federation" : "organizations.club")}
          </span>
        </div>
      </div>
      <div className="mt-auto flex flex-wrap gap-2">
        {federation && federationAdmin ? (
          <>
            <ButtonLink to={paths.federation(organization.id, "details")} aria-describedby={titleId}>
              {t("landing.details")}
            </ButtonLink>
            <ButtonLink to={paths.federation(organization.id, "clubs")} variant="secondary" aria-describedby={titleId}>
              {t("landing.clubs")}
            </ButtonLink>
            <ButtonLink to={paths.calcTemplate(organization.id)} variant="secondary" aria-describedby={titleId}>
              {t("landing.template")}
            </ButtonLink>
          </>
        ) : (
          <ButtonLink to={paths.calculator(organization.id)} aria-describedby={titleId}>
            {t("landing.calculator")}
          </ButtonLink>
        )}
      </div>
    </li>
  );
}
