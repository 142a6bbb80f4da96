import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { footerVersion } from "../lib/product-constants";
import { paths } from "../lib/paths";

/** "ClubCost v3.0 · <this year>" and the way to reach a person. */
export function AppFooter() {
  const { t } = useTranslation();
  return (
    <footer className="border-t border-slate-200 dark:border-slate-800">
      <div className="mx-auto flex max-w-[1200px] flex-wrap items-center justify-between gap-2 px-4 py-4 text-sm text-slate-600 dark:text-slate-400">
        <p>{t("footer.version", footerVersion())}</p>
        <Link to={paths.contact} className="text-link underline-offset-4 hover:underline">
          {t("nav.contact")}
        </Link>
      </div>
    </footer>
  );
}
