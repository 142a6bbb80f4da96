import { useMutation } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "./button";
import { AppDialog } from "./dialog";

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Names what will be lost (design-brief.md). */
  children: ReactNode;
  confirmLabel: string;
  /** The action; the dialog stays open and busy until it settles. */
  onConfirm: () => Promise<void>;
}

/** Asks before a destructive action (remove, leave, delete). */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  children,
  confirmLabel,
  onConfirm,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  // The action says its own failure (a toast, a message); the dialog only waits for it.
  const action = useMutation({ mutationFn: onConfirm });
  const busy = action.isPending;
  const confirm = () => action.mutate();
  return (
    <AppDialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)} title={title} size="sm">
      <div className="text-sm leading-relaxed text-slate-700 dark:text-slate-300">{children}</div>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
          {t("confirm.cancel")}
        </Button>
        <Button variant="danger" onClick={confirm} busy={busy}>
          {confirmLabel}
        </Button>
      </div>
    </AppDialog>
  );
}
