import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Alert } from "../../components/alert";
import { Button } from "../../components/button";
import { AppDialog } from "../../components/dialog";
import { ApiError } from "../../lib/api";
import { formatDateTime } from "../../lib/format";
import { showToast } from "../../lib/toasts";
import { useErrorText } from "../../lib/use-error-text";
import { copySeason, seasonsKey } from "./seasons-api";

/** Backend code 14 (seasons-api.md): the target season already has a calculator; `data` names its last save. */
const SEASON_EXISTS = 14;

interface ExistingSeason {
  lastUpdate?: string;
  modifier?: string;
}

export function existingSeasonOf(error: unknown): ExistingSeason | null {
  if (!(error instanceof ApiError) || error.httpStatus !== 409 || error.code !== SEASON_EXISTS) return null;
  return (error.data as ExistingSeason | undefined) ?? {};
}

interface StartNextDialogProps {
  organizationId: string;
  from: string;
  to: string;
  onOpenChange: (open: boolean) => void;
  /** Saves what is unsaved in `from` first: the copy takes the stored document. */
  saveFirst: () => Promise<boolean>;
  /** Opens a season (the new one, or the one that already existed). */
  onOpen: (season: string) => void;
}

/**
 * "Start next season from this one" (treasurer.md section 1): says what is copied, saves unsaved work,
 * copies, and opens the new season; when it already exists, says so (nothing changed) and offers to open it.
 */
export function StartNextDialog({
  organizationId,
  from,
  to,
  onOpenChange,
  saveFirst,
  onOpen,
}: StartNextDialogProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const client = useQueryClient();
  const copy = useMutation({
    mutationFn: async () => {
      if (!(await saveFirst())) throw new Error(t("seasons.start.notSaved", { from, to }));
      return copySeason(organizationId, from, to);
    },
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: seasonsKey(organizationId) });
      showToast(t("seasons.start.done", { from, to }), "success");
      onOpen(to);
    },
  });
  const existing = existingSeasonOf(copy.error);
  const busy = copy.isPending;
  return (
    <AppDialog
      open
      onOpenChange={(open) => !busy && onOpenChange(open)}
      title={t("seasons.start.title", { from, to })}
      size="sm"
    >
      {existing ? (
        <Alert tone="info">
          {existing.lastUpdate
            ? t("seasons.start.exists", {
                to,
                when: formatDateTime(existing.lastUpdate),
                who: existing.modifier || t("calculator.versions.someone"),
              })
            : t("seasons.start.existsShort", { to })}
        </Alert>
      ) : (
        <div className="space-y-2 text-sm leading-relaxed text-slate-700 dark:text-slate-300">
          <p>{t("seasons.start.text", { from, to })}</p>
          <p>{t("seasons.start.kept", { from })}</p>
          {copy.error ? (
            <Alert tone="error">
              {copy.error instanceof ApiError ? errorText(copy.error) : copy.error.message}
            </Alert>
          ) : null}
        </div>
      )}
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
          {t("confirm.cancel")}
        </Button>
        {existing ? (
          <Button onClick={() => onOpen(to)}>{t("seasons.start.open", { to })}</Button>
        ) : (
          <Button busy={busy} onClick={() => copy.mutate()}>
            {t("seasons.start.confirm", { to })}
          </Button>
        )}
      </div>
    </AppDialog>
  );
}
