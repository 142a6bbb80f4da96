import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AppFooter } from "../../components/app-footer";
import { Banners } from "../../components/banners";
import { BrandMark } from "../../components/brand-mark";
import { LanguageSwitch } from "../../components/language-switch";
import { ThemeToggle } from "../../components/theme-toggle";
import { paths } from "../../lib/paths";

/** Pages for visitors (login, password reset, contact, errors): the brand, language and night mode. */
export function PublicChrome({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-slate-200 bg-white/80 dark:border-slate-800 dark:bg-slate-900/80">
        <div className="mx-auto flex h-14 max-w-[1200px] items-center gap-3 px-4">
          <Link to={paths.login} className="rounded-lg" aria-label={t("nav.homeOf")}>
            <BrandMark />
          </Link>
          <div className="flex-1" />
          <LanguageSwitch />
          <ThemeToggle />
        </div>
      </header>
      <Banners />
      <main id="main" tabIndex={-1} className="flex flex-1 px-4 outline-none">
        <div className="mx-auto flex w-full max-w-[1200px] flex-col">{children}</div>
      </main>
      <AppFooter />
    </div>
  );
}
