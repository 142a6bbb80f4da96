import { useTranslation } from "react-i18next";
import type { ClubListRow } from "#core/schemas/federation-lists";
import { adminInvitationResolver, InviteDialog } from "../../../components/invite-dialog";
import { showToast } from "../../../lib/toasts";
import { useInviteClubAdmin } from "./club-list-api";

interface InviteAdminDialogProps {
  federationId: string;
  club: ClubListRow | null;
  onClose: () => void;
}

/** POST invitation/user for a club of the list (product.md section 4, invitation dialog). */
export function InviteAdminDialog({ federationId, club, onClose }: InviteAdminDialogProps) {
  const { t } = useTranslation();
  const invite = useInviteClubAdmin(federationId);
  return (
    <InviteDialog
      open={!!club}
      onOpenChange={(open) => !open && onClose()}
      kind="admin"
      texts={{
        title: t("federationLists.clubs.invite.title", { name: club?.name ?? "" }),
        description: t("federationLists.clubs.invite.intro"),
        email: t("federationLists.clubs.invite.email"),
        create: t("federationLists.clubs.invite.create"),
        failed: t("federationLists.clubs.invite.failed"),
        created: () => t("federationLists.clubs.invite.ready"),
        link: t("federationLists.clubs.invite.link"),
        copy: t("federationLists.common.copyLink"),
        copyFailed: t("federationLists.common.copyFailed"),
      }}
      defaultValues={{ email: "" }}
      resolver={adminInvitationResolver}
      // The club's details (its open invitations) reload through the mutation's own success.
      send={(invited) => invite.mutateAsync({ clubId: club?.id ?? "", emails: invited.email })}
      onFinished={(how) => {
        if (how === "copied") showToast(t("message.invitationCopied"));
        onClose();
      }}
    />
  );
}
