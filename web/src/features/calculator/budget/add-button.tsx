import { useTranslation } from "react-i18next";
import { Button } from "../../../components/button";
import { CalcIcon } from "../calc-icons";

/** The "+ Add" of a section; its accessible name says what it adds. */
export function AddButton({ label, onClick, compact = false }: { label: string; onClick: () => void; compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <Button variant="ghost" onClick={onClick} aria-label={label} title={label} className="!min-h-9 !px-2 text-link print:hidden">
      <CalcIcon name="plus" className="size-4" />
      <span className={compact ? "sr-only" : "hidden sm:inline"}>{t("calculator.common.add")}</span>
    </Button>
  );
}
