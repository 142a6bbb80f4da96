import { useTranslation } from "react-i18next";
import { BrandMark } from "../components/brand-mark";
import { Spinner } from "../components/spinner";

/** While flags and the previous session load (a fraction of a second). */
export function Splash() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex min-h-screen flex-col items-center justify-center gap-6">
      <BrandMark size="lg" />
      <Spinner className="size-7 text-brand" />
      <span className="sr-only">{t("common.loading")}</span>
    </div>
  );
}
