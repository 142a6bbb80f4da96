import { useTranslation } from "react-i18next";
import { BrandMark } from "../../components/brand-mark";
import { Button } from "../../components/button";
import { LanguageSwitch } from "../../components/language-switch";
import { PageTitle } from "../../components/page-title";

/** Shown instead of the whole app while it is closed for maintenance (flag app-closed, or 503 status 13). */
export function ClosedPage() {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-8 px-4 py-12 text-center">
      <PageTitle title={t("errors.closedTitle")} />
      <BrandMark size="lg" />
      <div className="surface max-w-lg p-8">
        <h1 className="text-2xl font-semibold">{t("errors.closedTitle")}</h1>
        <p className="muted mt-3">{t("errors.closedText")}</p>
        <Button className="mt-6" onClick={() => window.location.reload()}>
          {t("common.retry")}
        </Button>
      </div>
      <LanguageSwitch />
    </main>
  );
}
