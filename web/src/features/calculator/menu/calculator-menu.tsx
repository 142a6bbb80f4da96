import * as Menu from "@radix-ui/react-dropdown-menu";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../lib/format";
import { CalcIcon, type CalcIconName } from "../../../components/calculator/calc-icons";
import type { SavedInfo } from "../save/autosave-machine";
import { preloadMenuDialogs } from "./lazy-dialogs";

const itemClass =
  "flex cursor-pointer select-none items-center gap-3 rounded-lg px-3 py-2 text-sm outline-none data-[highlighted]:bg-slate-100 dark:data-[highlighted]:bg-slate-800";

export interface MenuActions {
  save: () => void;
  print: () => void;
  history: () => void;
  /** The Cerfa 12156 budget and the general-meeting pack (issue 29): clubs only. */
  cerfa?: () => void;
  pack?: () => void;
  invite?: () => void;
  leave?: () => void;
}

function Item({
  icon,
  label,
  onSelect,
  danger = false,
}: {
  icon: CalcIconName;
  label: string;
  onSelect: () => void;
  danger?: boolean;
}) {
  return (
    <Menu.Item
      className={`${itemClass} ${danger ? "text-red-700 dark:text-red-300" : ""}`}
      onSelect={onSelect}
    >
      <CalcIcon name={icon} className="size-4" />
      {label}
    </Menu.Item>
  );
}

/** The calculator menu (product.md screen 11): last saved and by whom, save, invite admin, print, history, leave. */
export function CalculatorMenu({ info, actions }: { info: SavedInfo; actions: MenuActions }) {
  const { t } = useTranslation();
  return (
    <Menu.Root modal={false} onOpenChange={(open) => (open ? preloadMenuDialogs() : undefined)}>
      <Menu.Trigger className="inline-flex min-h-10 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 hover:bg-slate-100 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800">
        <CalcIcon name="more" className="size-4" />
        {t("calculator.menu.label")}
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-64 max-w-[var(--radix-dropdown-menu-content-available-width)] rounded-xl border border-slate-200 bg-white p-1.5 text-slate-900 shadow-lg dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
        >
          <Menu.Label className="break-words px-3 py-2 text-xs text-slate-600 dark:text-slate-400">
            {info.lastUpdate
              ? t("calculator.menu.lastSaved", {
                  when: formatDateTime(info.lastUpdate),
                  who: info.modifier || t("calculator.versions.someone"),
                })
              : t("calculator.menu.neverSaved")}
          </Menu.Label>
          <Menu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
          <Item icon="save" label={t("calculator.menu.save")} onSelect={actions.save} />
          {actions.invite ? (
            <Item icon="userPlus" label={t("calculator.menu.invite")} onSelect={actions.invite} />
          ) : null}
          <Item icon="printer" label={t("calculator.menu.print")} onSelect={actions.print} />
          <Item icon="history" label={t("calculator.menu.history")} onSelect={actions.history} />
          {actions.cerfa ? (
            <Item icon="copy" label={t("calculator.exports.menuCerfa")} onSelect={actions.cerfa} />
          ) : null}
          {actions.pack ? (
            <Item icon="save" label={t("calculator.exports.menuPack")} onSelect={actions.pack} />
          ) : null}
          {actions.leave ? (
            <>
              <Menu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
              <Item icon="door" label={t("calculator.menu.leave")} onSelect={actions.leave} danger />
            </>
          ) : null}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
