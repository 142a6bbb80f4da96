import { useTranslation } from "react-i18next";
import { Button } from "../../components/button";
import { showToast } from "../../lib/toasts";
import type { FullCode } from "../../lib/calculator-model/document-room";
import { CalcIcon } from "../../components/calculator/calc-icons";

/**
 * The "+ Add" of a section; its accessible name says what it adds. When the document has no room for
 * one more (`full` answers the limit it would pass, model/document-room.ts), a press says which limit
 * instead of adding what the next save would refuse: in a toast, which a phone shows, not a hover
 * title. Asked at the press, not at each render: counting a large document's lines takes a while.
 */
export function AddButton({
  label,
  onClick,
  compact = false,
  full,
}: {
  label: string;
  onClick: () => void;
  compact?: boolean;
  full?: () => FullCode | null;
}) {
  const { t } = useTranslation();
  const press = () => {
    const limit = full?.();
    if (limit) showToast(t(`checks.${limit}`), "error");
    else onClick();
  };
  return (
    <Button
      variant="ghost"
      onClick={press}
      aria-label={label}
      title={label}
      className="!min-h-9 !px-2 text-link print:hidden"
    >
      <CalcIcon name="plus" className="size-4" />
      <span className={compact ? "sr-only" : "hidden sm:inline"}>{t("calculator.common.add")}</span>
    </Button>
  );
}
