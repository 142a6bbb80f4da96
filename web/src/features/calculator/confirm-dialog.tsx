import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/button";
import { AppDialog } from "../../components/dialog";

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Says what will be lost (design-brief.md). */
  children: ReactNode;
  confirmLabel: string;
  tone?: "danger" | "primary";
  onConfirm: () => unknown;
}

/** Asks before a destructive or irreversible action; the dialog stays open while the action runs. */
export function ConfirmDialog({ open, onOpenChange, title, children, confirmLabel, tone = "danger", onConfirm }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      onOpenChange(false);
    } finally {
      setBusy(false);
    }
  };
  return (
    <AppDialog open={open} onOpenChange={onOpenChange} title={title} size="sm">
      <div className="text-sm leading-relaxed text-slate-700 dark:text-slate-300">{children}</div>
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
          {t("calculator.common.cancel")}
        </Button>
        <Button variant={tone} busy={busy} onClick={() => void confirm()}>
          {confirmLabel}
        </Button>
      </div>
    </AppDialog>
  );
}
