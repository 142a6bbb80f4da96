import { useTranslation } from "react-i18next";
import { Button } from "../../components/button";

/**
 * Cancel and Add, the end of both add dialogs (fee or subsidy line, benefit). Kept apart from
 * components/dialog-form-end: these dialogs only edit the local document, so there is no server
 * failure to show, nothing busy, and the buttons stay side by side on phones.
 */
export function AddDialogButtons({ onCancel, className = "" }: { onCancel: () => void; className?: string }) {
  const { t } = useTranslation();
  return (
    <div className={`flex justify-end gap-2 ${className}`.trim()}>
      <Button variant="secondary" onClick={onCancel}>
        {t("calculator.common.cancel")}
      </Button>
      <Button type="submit">{t("calculator.common.add")}</Button>
    </div>
  );
}
