import { useTranslation } from "react-i18next";
import { Alert } from "../../../components/alert";
import { Button } from "../../../components/button";
import { TextField } from "../../../components/form-fields";
import { copyText } from "../../../lib/invitation-link";
import { showToast } from "../../../lib/toasts";

/** The last step of a dialog that made an admin invitation: what happened, the link, copy and close. */
export function InvitationLinkReady({ message, link, onClose }: { message: string; link: string; onClose: () => void }) {
  const { t } = useTranslation();
  const copyAndClose = async () => {
    if (await copyText(link)) {
      showToast(t("message.invitationCopied"));
      onClose();
    } else showToast(t("federationLists.common.copyFailed"), "error");
  };
  return (
    <div className="space-y-4">
      <Alert tone="success">{message}</Alert>
      <TextField label={t("federationLists.clubs.invite.link")} value={link} readOnly onFocus={(event) => event.currentTarget.select()} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          {t("common.close")}
        </Button>
        <Button onClick={copyAndClose}>{t("federationLists.common.copyLink")}</Button>
      </div>
    </div>
  );
}
