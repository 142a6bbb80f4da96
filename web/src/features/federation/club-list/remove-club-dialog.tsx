import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { ClubListRow } from "#core/schemas/federation-lists";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { ApiError } from "../../../lib/api";
import { showToast } from "../../../lib/toasts";
import { useErrorText } from "../../../lib/use-error-text";
import { clubListKey, useRemoveClub } from "./club-list-api";

/** Codes meaning the club is already gone (legacy -1000): the list is stale and is reloaded. */
const GONE = new Set([1000, 1005]);

interface RemoveClubDialogProps {
  federationId: string;
  club: ClubListRow | null;
  onClose: () => void;
  onRemoved: (clubId: string) => void;
}

/** Asks before removing, names what will be lost; failures show 'Failed to remove club' with the code. */
export function RemoveClubDialog({ federationId, club, onClose, onRemoved }: RemoveClubDialogProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const client = useQueryClient();
  const remove = useRemoveClub(federationId);

  const confirm = async () => {
    if (!club) return;
    try {
      await remove.mutateAsync(club.id);
      showToast(t("federationLists.clubs.remove.done"), "success");
      onRemoved(club.id);
      onClose();
    } catch (error) {
      const code = error instanceof ApiError ? Math.abs(error.code) : 0;
      if (GONE.has(code)) {
        showToast(t("federationLists.clubs.remove.gone"), "info");
        onClose();
      } else {
        showToast(
          `${t("federationLists.clubs.remove.failed")} (${code || "?"}): ${errorText(error)}`,
          "error",
        );
        return;
      }
    }
    await client.invalidateQueries({ queryKey: clubListKey(federationId) });
  };

  return (
    <ConfirmDialog
      open={!!club}
      onOpenChange={(open) => !open && onClose()}
      title={t("federationLists.clubs.remove.title", { name: club?.name ?? "" })}
      confirmLabel={t("federationLists.clubs.remove.confirm")}
      onConfirm={confirm}
    >
      {t("federationLists.clubs.remove.text", { name: club?.name ?? "", code: club?.code ?? "" })}
    </ConfirmDialog>
  );
}
