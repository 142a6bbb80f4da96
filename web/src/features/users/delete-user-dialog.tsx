import { useTranslation } from "react-i18next";
import type { UserListRow } from "#core/schemas/user";
import { Alert } from "../../components/alert";
import { Button } from "../../components/button";
import { AppDialog } from "../../components/dialog";
import { showToast } from "../../lib/toasts";
import { useErrorText } from "../../lib/use-error-text";
import { useDeleteUser } from "./users-api";

/** Asks before deleting an account, naming it and what goes with it (design-brief.md). */
export function DeleteUserDialog({ user, onClose }: { user: UserListRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  // The mutation holds the busy and failed states; closing forgets the last failure.
  const remove = useDeleteUser();
  const failure = remove.error ? errorText(remove.error) : null;

  const close = () => {
    remove.reset();
    onClose();
  };
  const confirm = (doomed: UserListRow) =>
    remove.mutate(doomed.id, {
      onSuccess: () => {
        showToast(t("users.deleted", { email: doomed.email }), "success");
        close();
      },
    });

  return (
    <AppDialog
      open={user !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      title={t("users.deleteTitle")}
      size="sm"
    >
      <p className="text-sm leading-relaxed">{t("users.deleteText", { email: user?.email ?? "" })}</p>
      {failure ? (
        <Alert tone="error" className="mt-4">
          {failure}
        </Alert>
      ) : null}
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={close}>
          {t("users.cancel")}
        </Button>
        <Button variant="danger" busy={remove.isPending} onClick={() => user && confirm(user)}>
          {t("users.confirmDelete")}
        </Button>
      </div>
    </AppDialog>
  );
}
