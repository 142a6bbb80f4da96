import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { MAX_CLUB_ADMINS_AND_INVITATIONS } from "#core/invitation-limits";
import { adminInvitationResolver, InviteDialog } from "../../../components/invite-dialog";
import { showToast } from "../../../lib/toasts";
import { clubAdminsAndInvitations, inviteClubAdmin } from "../../../lib/calculator-api";

/** The club's own admin invitation (the calculator menu): form, creating, then the link to copy. */
export function InviteAdminDialog({
  open,
  onOpenChange,
  clubId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  clubId: string;
}) {
  const { t } = useTranslation();
  // Asked at each opening: another admin may have invited or left meanwhile. Should it fail, the
  // form stays open and the server's own check answers.
  const taken = useQuery({
    queryKey: ["club-admins-and-invitations", clubId],
    queryFn: () => clubAdminsAndInvitations(clubId),
    enabled: open,
    staleTime: 0,
  });
  const full = (taken.data ?? 0) >= MAX_CLUB_ADMINS_AND_INVITATIONS;

  return (
    <InviteDialog
      open={open}
      onOpenChange={onOpenChange}
      kind="admin"
      texts={{
        title: t("calculator.invite.title"),
        description: t("calculator.invite.text"),
        email: t("calculator.invite.email"),
        emailHint: t("calculator.invite.emailHint"),
        create: t("calculator.invite.create"),
        failed: t("calculator.invite.failed"),
        created: () => t("calculator.invite.created"),
        link: t("calculator.invite.link"),
        copy: t("calculator.invite.copy"),
      }}
      blocked={full ? t("calculator.invite.full") : null}
      defaultValues={{ email: "" }}
      resolver={adminInvitationResolver}
      send={(invited) => inviteClubAdmin(clubId, invited.email)}
      onFailed={() => void taken.refetch()}
      onFinished={(how) => {
        if (how === "copied") showToast(t("message.invitationCopied"), "success");
        onOpenChange(false);
      }}
    />
  );
}
