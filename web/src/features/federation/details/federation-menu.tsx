import * as Menu from "@radix-ui/react-dropdown-menu";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { Icon, type IconName } from "../../../components/icons";
import { type Federation, forgetFederation } from "../../../lib/federations";
import { paths } from "../../../lib/paths";
import { hasRole, useCurrentUser } from "../../../lib/session";
import { showToast } from "../../../lib/toasts";
import { useErrorText } from "../../../lib/use-error-text";
import { federationApi } from "../federation-api";

const itemClass =
  "flex cursor-pointer select-none items-center gap-3 rounded-lg px-3 py-2 text-sm outline-none data-[highlighted]:bg-slate-100 dark:data-[highlighted]:bg-slate-800";

/** Calculator template, edit, leave (its admins), delete (global admin), as product.md screen 6 lists. */
export function FederationMenu({ federation, onEdit }: { federation: Federation; onEdit: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const user = useCurrentUser();
  const [confirm, setConfirm] = useState<"leave" | "remove" | null>(null);

  // The landing refreshes the person's organizations once it shows: refreshed here, the role would be
  // gone while this screen's guard still renders, which sends to the 403 page.
  const finish = async (message: string, tone: "info" | "error") => {
    forgetFederation(federation.id);
    setConfirm(null);
    await navigate(paths.landing, { replace: true, state: { refreshOrganizations: true } });
    showToast(message, tone);
  };
  const act = async () => {
    try {
      if (confirm === "leave") {
        await federationApi.leave(federation.id);
        await finish(t("message.youLeft"), "info");
      } else {
        await federationApi.remove(federation.id);
        // product.md section 8: 'Federation removed' shows as an error-type message.
        await finish(t("message.federationRemoved"), "error");
      }
    } catch (error) {
      showToast(errorText(error), "error");
    }
  };

  const items: { key: string; label: string; icon: IconName; onSelect: () => void; danger?: boolean }[] = [
    {
      key: "template",
      label: t("federationDetails.template"),
      icon: "calculator",
      onSelect: () => navigate(paths.calcTemplate(federation.id)),
    },
    { key: "edit", label: t("federationDetails.edit"), icon: "edit", onSelect: onEdit },
  ];
  if (federation.member)
    items.push({
      key: "leave",
      label: t("federationDetails.leave"),
      icon: "logout",
      onSelect: () => setConfirm("leave"),
      danger: true,
    });
  if (hasRole(user, "admin"))
    items.push({
      key: "remove",
      label: t("federationDetails.remove"),
      icon: "trash",
      onSelect: () => setConfirm("remove"),
      danger: true,
    });

  return (
    <>
      <Menu.Root modal={false}>
        <Menu.Trigger
          className="rounded-lg p-2 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand dark:text-slate-300 dark:hover:bg-slate-800"
          aria-label={t("federationDetails.menu")}
        >
          <Icon name="more" className="size-5" />
        </Menu.Trigger>
        <Menu.Portal>
          <Menu.Content
            align="end"
            sideOffset={4}
            className="z-50 min-w-60 rounded-xl border border-slate-200 bg-white p-1.5 text-slate-900 shadow-lg dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
          >
            {items.map((item) => (
              <Menu.Item
                key={item.key}
                className={`${itemClass} ${item.danger ? "text-red-700 dark:text-red-300" : ""}`}
                onSelect={item.onSelect}
              >
                <Icon name={item.icon} className="size-4" />
                {item.label}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Portal>
      </Menu.Root>
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={t(confirm === "leave" ? "federationDetails.leaveTitle" : "federationDetails.removeTitle", {
          name: federation.name,
        })}
        confirmLabel={t(
          confirm === "leave" ? "federationDetails.leaveConfirm" : "federationDetails.removeConfirm",
        )}
        onConfirm={act}
      >
        {t(confirm === "leave" ? "federationDetails.leaveText" : "federationDetails.removeText", {
          name: federation.name,
          count: federation.clubs,
        })}
      </ConfirmDialog>
    </>
  );
}
