import * as Menu from "@radix-ui/react-dropdown-menu";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Icon } from "../../components/icons";
import { paths } from "../../lib/paths";
import { logout, useCurrentUser } from "../../lib/session";
import { showToast } from "../../lib/toasts";
import { useTheme } from "../../lib/theme";

const itemClass =
  "flex cursor-pointer select-none items-center gap-3 rounded-lg px-3 py-2 text-sm outline-none data-[highlighted]:bg-slate-100 dark:data-[highlighted]:bg-slate-800";

/** Profile menu (product.md screen 4): e-mail, change password, night mode, logout. */
export function ProfileMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const [theme, setTheme] = useTheme();

  const leave = async () => {
    await logout();
    navigate(paths.login, { replace: true });
    showToast(t("message.loggedOut"));
  };

  return (
    <Menu.Root modal={false}>
      <Menu.Trigger className="flex items-center gap-2 rounded-lg px-2 py-1.5 text-sm text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800">
        <span className="flex size-8 items-center justify-center rounded-full bg-brand-tint text-link">
          <Icon name="user" className="size-4" />
        </span>
        <span className="sr-only">{t("profile.menu")}</span>
        <span className="hidden max-w-48 truncate lg:inline">{user?.email}</span>
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-64 rounded-xl border border-slate-200 bg-white p-1.5 text-slate-900 shadow-lg dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
        >
          <Menu.Label className="px-3 py-2">
            <span className="block text-xs text-slate-600 dark:text-slate-400">
              {t("profile.signedInAs")}
            </span>
            <span className="block truncate text-sm font-medium">{user?.email}</span>
          </Menu.Label>
          <Menu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
          <Menu.Item className={itemClass} onSelect={() => navigate(paths.changePassword)}>
            <Icon name="key" className="size-4" />
            {t("profile.changePassword")}
          </Menu.Item>
          <Menu.CheckboxItem
            className={itemClass}
            checked={theme === "dark"}
            onCheckedChange={(checked) => setTheme(checked ? "dark" : "light")}
            onSelect={(event) => event.preventDefault()}
          >
            <Icon name="moon" className="size-4" />
            <span className="flex-1">{t("profile.nightMode")}</span>
            <Menu.ItemIndicator>
              <Icon name="check" className="size-4" />
            </Menu.ItemIndicator>
          </Menu.CheckboxItem>
          <Menu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
          <Menu.Item className={itemClass} onSelect={() => void leave()}>
            <Icon name="logout" className="size-4" />
            {t("profile.logout")}
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
