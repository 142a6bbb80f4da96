import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ActivityIndicator } from "../../components/activity-indicator";
import { AppFooter } from "../../components/app-footer";
import { Banners } from "../../components/banners";
import { BrandMark } from "../../components/brand-mark";
import { Icon } from "../../components/icons";
import { LanguageSwitch } from "../../components/language-switch";
import { Sheet } from "../../components/sheet";
import { paths } from "../../lib/paths";
import { useWideScreen } from "../../lib/use-wide-screen";
import { DrawerNav } from "./drawer-nav";
import { ProfileMenu } from "./profile-menu";

/** The app layout (product.md screen 4): top bar, side drawer (a sheet below 768 px), content, footer. */
export function AppChrome({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const wide = useWideScreen();
  return (
    <div className="flex min-h-screen flex-col">
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-900/95">
        <div className="flex h-14 items-center gap-2 px-3 md:px-4">
          <button
            type="button"
            className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800 md:hidden"
            aria-label={t("nav.openMenu")}
            onClick={() => setDrawerOpen(true)}
          >
            <Icon name="menu" />
          </button>
          <Link to={paths.landing} className="rounded-lg" aria-label={t("nav.homeOf")}>
            <BrandMark />
          </Link>
          <div className="flex-1" />
          <ActivityIndicator />
          <LanguageSwitch />
          <ProfileMenu />
        </div>
      </header>
      <Banners />
      <div className="flex flex-1">
        {/* Below 768 px the same links are in the sheet: the side column is not drawn at all there. The
            classes still hide it where CSS decides alone: on paper, which is narrower than md. */}
        {wide ? (
          <aside className="hidden w-72 shrink-0 md:block border-r border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
            <div className="sticky top-14 max-h-[calc(100vh-3.5rem)] overflow-y-auto">
              <DrawerNav />
            </div>
          </aside>
        ) : null}
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 outline-none">
          <div className="mx-auto w-full max-w-[1200px] px-4 py-6 md:px-8 md:py-8">{children}</div>
        </main>
      </div>
      <AppFooter />
      <Sheet open={drawerOpen} onOpenChange={setDrawerOpen} title={t("nav.label")}>
        <DrawerNav onNavigate={() => setDrawerOpen(false)} />
      </Sheet>
    </div>
  );
}
