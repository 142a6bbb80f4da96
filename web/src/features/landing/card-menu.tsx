import * as Menu from "@radix-ui/react-dropdown-menu";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Icon, type IconName } from "../../components/icons";
import { paths } from "../../lib/paths";
import type { OrganizationSummary } from "#core/schemas/user";
import { menuButtonClass } from "./menu-button";

const itemClass =
  "flex cursor-pointer select-none items-center gap-3 rounded-lg px-3 py-2 text-sm outline-none data-[highlighted]:bg-slate-100 dark:data-[highlighted]:bg-slate-800";

interface Entry {
  label: string;
  icon: IconName;
  to: string;
}

/** The card menu of product.md screen 5: list clubs and details for federation admins, the calculator. */
function entriesOf(
  organization: OrganizationSummary,
  federationAdmin: boolean,
  t: (key: string) => string,
): Entry[] {
  if (organization.type === "club")
    return [{ label: t("landing.calculator"), icon: "calculator", to: paths.calculator(organization.id) }];
  const template = {
    label: t("landing.template"),
    icon: "calculator" as const,
    to: paths.calcTemplate(organization.id),
  };
  if (!federationAdmin) return [template];
  return [
    { label: t("landing.clubs"), icon: "list", to: paths.federation(organization.id, "clubs") },
    { label: t("landing.details"), icon: "federation", to: paths.federation(organization.id, "details") },
    template,
  ];
}

/** The card's menu; Radix's menu loads with the logged-in chrome, so this file is a lazy chunk. */
export function CardMenu({
  organization,
  federationAdmin,
}: {
  organization: OrganizationSummary;
  federationAdmin: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const entries = entriesOf(organization, federationAdmin, t);
  return (
    <Menu.Root modal={false}>
      <Menu.Trigger className={menuButtonClass} aria-label={t("landing.menuOf", { name: organization.name })}>
        <Icon name="more" className="size-5" />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={4}
          className="z-50 min-w-56 rounded-xl border border-slate-200 bg-white p-1.5 text-slate-900 shadow-lg dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
        >
          {entries.map((entry) => (
            <Menu.Item key={entry.to} className={itemClass} onSelect={() => navigate(entry.to)}>
              <Icon name={entry.icon} className="size-4" />
              {entry.label}
            </Menu.Item>
          ))}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
