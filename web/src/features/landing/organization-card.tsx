import { lazy, Suspense, useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Icon } from "../../components/icons";
import { OrgAvatar } from "../../components/org-avatar";
import { paths } from "../../lib/paths";
import type { OrganizationSummary } from "#core/schemas/user";
import { menuButtonClass } from "./menu-button";

// The landing ships with the first screen; the menu (Radix, its positioning engine) comes after.
const CardMenu = lazy(() => import("./card-menu").then((m) => ({ default: m.CardMenu })));

/** One organization with its badge; the card opens it, its menu goes to the other screens. */
export function OrganizationCard({
  organization,
  federationAdmin,
}: {
  organization: OrganizationSummary;
  federationAdmin: boolean;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const federation = organization.type === "federation";
  return (
    <li className="surface group relative flex items-start gap-3 p-5 transition-shadow focus-within:ring-2 focus-within:ring-brand hover:shadow-md">
      <OrgAvatar logo={organization.logo} type={organization.type} size="size-12" />
      <div className="min-w-0 flex-1 pr-8">
        <h2
          id={titleId}
          className="line-clamp-3 break-words text-lg font-semibold leading-snug"
          title={organization.name}
        >
          {/* The whole card is the link (its ::after covers the card); the menu sits above it. */}
          <Link
            to={paths.organization(organization)}
            className="outline-none after:absolute after:inset-0 after:rounded-[inherit] after:content-['']"
          >
            {organization.name}
          </Link>
        </h2>
        <span
          className={`mt-1.5 inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ${
            federation
              ? "bg-brand-tint text-link"
              : "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300"
          }`}
        >
          <Icon name={federation ? "federation" : "club"} className="size-3.5" />
          {t(federation ? "organizations.federation" : "organizations.club")}
        </span>
      </div>
      <Suspense
        fallback={
          <span aria-hidden="true" className={menuButtonClass}>
            <Icon name="more" className="size-5" />
          </span>
        }
      >
        <CardMenu organization={organization} federationAdmin={federationAdmin} />
      </Suspense>
    </li>
  );
}
