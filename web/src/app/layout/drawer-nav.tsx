import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { Icon, type IconName } from "../../components/icons";
import { OrgAvatar } from "../../components/org-avatar";
import { externalLinks } from "../../lib/external-links";
import { useFlags } from "../../lib/flags";
import { paths } from "../../lib/paths";
import { hasRole, useCurrentUser } from "../../lib/session";

const itemClass = ({ isActive }: { isActive: boolean }) =>
  `flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium ${
    isActive
      ? "bg-brand-tint text-link"
      : "text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
  }`;

function Item({
  to,
  icon,
  children,
  onNavigate,
}: {
  to: string;
  icon: IconName;
  children: ReactNode;
  onNavigate?: () => void;
}) {
  return (
    <li>
      <NavLink to={to} className={itemClass} onClick={onNavigate} end>
        <Icon name={icon} />
        <span className="truncate">{children}</span>
      </NavLink>
    </li>
  );
}

/** The drawer's content (product.md screen 4): organizations, then the links the flags and roles allow. */
export function DrawerNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const flags = useFlags();
  const organizations = user?.organizations ?? [];
  return (
    <nav aria-label={t("nav.label")} className="flex flex-col gap-6 p-3">
      <section aria-labelledby="drawer-organizations">
        <h2
          id="drawer-organizations"
          className="px-3 pb-2 text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400"
        >
          {t("organizations.title")}
        </h2>
        {organizations.length ? (
          <ul className="flex flex-col gap-0.5">
            {organizations.map((org) => (
              <li key={`${org.type}-${org.id}`}>
                <NavLink to={paths.organization(org)} className={itemClass} onClick={onNavigate}>
                  <OrgAvatar logo={org.logo} type={org.type} size="size-7" />
                  <span className="min-w-0 flex-1">
                    <span className="line-clamp-2 break-words leading-snug" title={org.name}>
                      {org.name}
                    </span>
                    <span className="block text-xs font-normal text-slate-600 dark:text-slate-400">
                      {t(org.type === "federation" ? "organizations.federation" : "organizations.club")}
                    </span>
                  </span>
                </NavLink>
              </li>
            ))}
          </ul>
        ) : (
          <p className="px-3 text-sm text-slate-600 dark:text-slate-400">{t("organizations.none")}</p>
        )}
      </section>
      <ul className="flex flex-col gap-0.5 border-t border-slate-200 pt-4 dark:border-slate-800">
        <Item to={paths.landing} icon="home" onNavigate={onNavigate}>
          {t("nav.home")}
        </Item>
        <Item to={paths.join()} icon="ticket" onNavigate={onNavigate}>
          {t("nav.join")}
        </Item>
        {flags.payment ? (
          <Item to={paths.payment} icon="card" onNavigate={onNavigate}>
            {t("nav.getInvitation")}
          </Item>
        ) : null}
        {hasRole(user, "admin") ? (
          <Item to={paths.users} icon="users" onNavigate={onNavigate}>
            {t("nav.users")}
          </Item>
        ) : null}
        {/* The guide is written steps now, not videos (the flag kept its name): a list, beside documentation's book. */}
        {flags["video-tutorial"] ? (
          <Item to={paths.tutorial} icon="list" onNavigate={onNavigate}>
            {t("nav.tutorial")}
          </Item>
        ) : null}
        {flags["faq-link"] ? (
          <li>
            <a
              href={externalLinks.documentation}
              target="_blank"
              rel="noopener noreferrer"
              className={itemClass({ isActive: false })}
            >
              <Icon name="book" />
              <span className="flex-1">{t("nav.documentation")}</span>
              <Icon name="external" className="size-4" title={t("common.opensInNewTab")} />
            </a>
          </li>
        ) : null}
        <Item to={paths.contact} icon="mail" onNavigate={onNavigate}>
          {t("nav.contact")}
        </Item>
      </ul>
    </nav>
  );
}
