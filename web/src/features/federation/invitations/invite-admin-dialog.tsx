import { useTranslation } from "react-i18next";
import {
  adminInvitationResolver,
  InviteDialog,
  type InviteDialogTexts,
} from "../../../components/invite-dialog";
import { federationApi } from "../federation-api";

interface InviteDialogProps {
  federationId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called once the invitation exists (the details reload) and when the dialog closes with its message. */
  onCreated: () => void;
  onDone: (message: "invitationCopied" | "sent" | null) => void;
}

/** The texts both federation invitation dialogs share. */
export function useFederationInviteTexts() {
  const { t } = useTranslation();
  return {
    email: t("invitations.email"),
    emailHint: t("invitations.emailHint"),
    create: t("invitations.create"),
    creating: t("invitations.creating"),
    failed: t("invitations.failed"),
    created: (emails: string[]) =>
      emails.length
        ? t("invitations.createdMailed", { emails: emails.join(", ") })
        : t("invitations.created"),
    link: t("invitations.link"),
    copy: t("invitations.copyLink"),
    copyFailed: t("invitations.copyFailed"),
    number: t("invitations.number"),
  } satisfies Omit<InviteDialogTexts, "title">;
}

/** How a federation invitation dialog ends: the info message of product.md section 4 (copied, sent, or none). */
export const doneMessage = (how: "copied" | "closed", emails: string[]) =>
  how === "copied" ? "invitationCopied" : emails.length ? "sent" : null;

/** Invites another federation admin (product.md section 4: form, creating, link shown). */
export function InviteAdminDialog({
  federationId,
  open,
  onOpenChange,
  onCreated,
  onDone,
}: InviteDialogProps) {
  const { t } = useTranslation();
  const texts = useFederationInviteTexts();
  return (
    <InviteDialog
      open={open}
      onOpenChange={onOpenChange}
      kind="admin"
      size="lg"
      texts={{ ...texts, title: t("invitations.adminTitle"), description: t("invitations.adminIntro") }}
      defaultValues={{ email: "" }}
      resolver={adminInvitationResolver}
      send={(invited) => federationApi.inviteAdmin(federationId, invited.email)}
      onCreated={onCreated}
      onFinished={(how, emails) => onDone(doneMessage(how, emails))}
    />
  );
}

export type { InviteDialogProps };
