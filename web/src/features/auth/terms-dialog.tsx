import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AppDialog } from "../../components/dialog";
import { paths } from "../../lib/paths";

// The cookies' section is the notice's own text (cookies.json), not a wording of its own: one cookie
// notice, whichever screen says it (issue 40.4, docs/decisions/241).
const sections = [
  { title: "legal.purpose.title", text: "legal.purpose.text" },
  { title: "legal.account.title", text: "legal.account.text" },
  { title: "legal.data.title", text: "legal.data.text" },
  { title: "cookies.label", text: "cookies.text" },
  { title: "legal.liability.title", text: "legal.liability.text" },
] as const;

/** The general terms of use, readable from the register form without leaving it. */
export function TermsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <AppDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("legal.title")}
      description={t("legal.updated")}
      size="md"
    >
      <div className="flex flex-col gap-4 text-sm leading-relaxed text-slate-700 dark:text-slate-300">
        {sections.map((section) => (
          <section key={section.title}>
            <h3 className="mb-1 font-semibold text-slate-900 dark:text-slate-100">{t(section.title)}</h3>
            <p>{t(section.text)}</p>
          </section>
        ))}
        <p>
          {t("legal.questions")}{" "}
          <Link
            to={paths.contact}
            className="text-link underline underline-offset-4"
            onClick={() => onOpenChange(false)}
          >
            {t("nav.contact")}
          </Link>
        </p>
      </div>
    </AppDialog>
  );
}
