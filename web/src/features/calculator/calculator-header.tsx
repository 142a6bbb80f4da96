import { useTranslation } from "react-i18next";
import { Button } from "../../components/button";
import { PageTitle } from "../../components/page-title";
import { activeBrand } from "../../lib/brand";
import { formatDate } from "../../lib/format";
import { CalcIcon } from "../../components/calculator/calc-icons";
import { CalculatorMenu, type MenuActions } from "./menu/calculator-menu";
import { preloadMenuDialogs } from "./menu/lazy-dialogs";
import { SaveIndicator } from "./save/save-indicator";
import type { useAutosave } from "./save/use-autosave";

interface HeaderProps {
  template: boolean;
  name: string;
  saver: ReturnType<typeof useAutosave>;
  onRename: () => void;
  onSave: () => void;
  menu: MenuActions;
  allOpen: boolean;
  /** Expand or collapse every section; absent on the tabs that have none (resell, statistics). */
  onToggleAll?: () => void;
}

/** Club name (opens the rename dialog), save state, save button, expand/collapse all and the menu. */
export function CalculatorHeader({
  template,
  name,
  saver,
  onRename,
  onSave,
  menu,
  allOpen,
  onToggleAll,
}: HeaderProps) {
  const { t } = useTranslation();
  const title = template ? t("calculator.templateTitle") : name || t("calculator.title");
  return (
    <div className="mb-5">
      <PageTitle title={title} />
      <p className="mb-3 hidden text-sm print:block">
        {activeBrand().name} · {name} · {t("calculator.print.printedOn", { date: formatDate(new Date()) })}
      </p>
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-3">
        <div className="min-w-0">
          {template ? (
            <>
              <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h1>
              <p className="muted mt-1 text-sm">
                {name ? `${name} · ` : ""}
                {t("calculator.templateIntro")}
              </p>
            </>
          ) : (
            <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">
              <button
                type="button"
                onClick={onRename}
                onPointerEnter={preloadMenuDialogs}
                onFocus={preloadMenuDialogs}
                className="group inline-flex max-w-full items-center gap-2 rounded-lg text-left hover:text-link"
                title={t("calculator.rename.title")}
              >
                <span className="min-w-0 break-words">{title}</span>
                <CalcIcon
                  name="pencil"
                  className="size-5 text-slate-400 group-hover:text-link print:hidden"
                />
                <span className="sr-only">{t("calculator.rename.action")}</span>
              </button>
            </h1>
          )}
          <div className="mt-1 print:hidden">
            <SaveIndicator status={saver.status} info={saver.info} error={saver.error} />
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2 print:hidden">
          {onToggleAll ? (
            <Button
              variant="ghost"
              onClick={onToggleAll}
              aria-label={t(allOpen ? "calculator.collapseAll" : "calculator.expandAll")}
            >
              <CalcIcon name={allOpen ? "collapse" : "expand"} className="size-4" />
              <span className="hidden sm:inline">
                {t(allOpen ? "calculator.collapseAll" : "calculator.expandAll")}
              </span>
            </Button>
          ) : null}
          <Button onClick={onSave} busy={saver.status === "saving"}>
            <CalcIcon name="save" className="size-4" />
            {t("calculator.menu.save")}
          </Button>
          <CalculatorMenu info={saver.info} actions={menu} />
        </div>
      </div>
    </div>
  );
}
