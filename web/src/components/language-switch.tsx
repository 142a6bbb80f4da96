import { useTranslation } from "react-i18next";
import { setUiLanguage, uiLanguages, useUiLanguage } from "../lib/i18n";

/** FR / EN, remembered in localStorage. Each button names its language in that language. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const current = useUiLanguage();
  return (
    <div
      role="group"
      aria-label={t("language.label")}
      className="inline-flex rounded-lg border border-slate-300 p-0.5 dark:border-slate-700"
    >
      {uiLanguages.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={current === language}
          aria-label={language === "fr" ? "Français" : "English"}
          onClick={() => void setUiLanguage(language)}
          className={`min-w-9 rounded-md px-2 py-1 text-xs font-semibold uppercase ${
            current === language
              ? "bg-brand text-on-brand"
              : "text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
          }`}
        >
          {language}
        </button>
      ))}
    </div>
  );
}
