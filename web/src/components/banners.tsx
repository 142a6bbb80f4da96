import { useState } from "react";
import { useTranslation } from "react-i18next";
import { bannerText } from "#core/flags";
import { useFlags } from "../lib/flags";
import { useUiLanguage } from "../lib/i18n";
import { Icon } from "./icons";

/** The warning banner (flag warning-banner, its text in the reader's language: decision 154) and the French beta notice. */
export function Banners() {
  const { t } = useTranslation();
  const flags = useFlags();
  const language = useUiLanguage();
  const [betaHidden, setBetaHidden] = useState(false);
  return (
    <>
      {flags["warning-banner"] ? (
        <div
          role="status"
          className="border-b border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
        >
          <p className="mx-auto flex max-w-[1200px] items-start gap-2 px-4 py-2 text-sm">
            <Icon name="alert" className="mt-0.5 size-4" />
            <span>{bannerText(flags, language) ?? t("banner.warningDefault")}</span>
          </p>
        </div>
      ) : null}
      {language === "fr" && !betaHidden ? (
        <aside
          aria-label={t("banner.betaLabel")}
          className="border-b border-slate-200 bg-brand-tint dark:border-slate-800"
        >
          <div className="mx-auto flex max-w-[1200px] items-center gap-2 px-4 py-1.5 text-xs text-slate-800 dark:text-slate-200">
            <span className="rounded bg-brand px-1.5 py-0.5 font-semibold uppercase text-on-brand">
              {t("banner.betaBadge")}
            </span>
            <span className="flex-1">{t("banner.beta")}</span>
            <button
              type="button"
              onClick={() => setBetaHidden(true)}
              className="rounded p-1 hover:bg-white/60 dark:hover:bg-slate-800"
              aria-label={t("banner.betaHide")}
            >
              <Icon name="close" className="size-3.5" />
            </button>
          </div>
        </aside>
      ) : null}
    </>
  );
}
