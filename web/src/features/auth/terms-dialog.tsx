import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AppDialog } from "../../components/dialog";
import { paths } from "../../lib/paths";

const sections = ["purpose", "account", "data", "cookies", "liability"] as const;

/** The general terms of use, readable from the register form without leaving it. */
export function TermsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <AppDialog open={open} onOpenChange={onOpenChange} title={t("legal.title")} description={t("legal.updated")} size="md">
      <div className="flex flex-col gap-4 text-sm leading-relaxed text-slate-700 dark:text-slate-300">
        {sections.map((section) => (
          <section key={section}>
            <h3 className="mb-1 font-semibold text-slate-900 dark:text-slate-100">{t(`legal.${section}.title`)}</h3>
            <p>{t(`legal.${section}.text`)}</p>
          </section>
        ))}
        <p>
          {t("legal.questions")}{" "}
          <Link to={paths.contact} className="text-link underline underline-offset-4" onClick={() => onOpenChange(false)}>
            {t("nav.contact")}
          </Link>
        </p>
      </div>
    </AppDialog>
  );
}
