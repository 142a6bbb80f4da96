import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { TextField } from "../../../components/form-fields";
import { InviteDialog } from "../../../components/invite-dialog";
import { federationApi } from "../federation-api";
import { type QuotaFigures, quotaSentence } from "../quota-sentence";
import { doneMessage, type InviteDialogProps, useFederationInviteTexts } from "./invite-admin-dialog";
import { clubInvitationResolver } from "./invitation-forms";

/** Invites clubs: a named batch of 1 to the remaining quota (product.md section 5), 800 px dialog. */
export function InviteClubDialog({
  federationId,
  open,
  onOpenChange,
  onCreated,
  onDone,
  quota,
}: InviteDialogProps & { quota: QuotaFigures }) {
  const remaining = quota.invitable;
  const { t } = useTranslation();
  const texts = useFederationInviteTexts();
  const resolver = useMemo(() => clubInvitationResolver(remaining), [remaining]);
  return (
    <InviteDialog
      open={open}
      onOpenChange={onOpenChange}
      kind="club"
      size="lg"
      texts={{ ...texts, title: t("invitations.clubTitle"), description: quotaSentence(t, quota) }}
      defaultValues={{ email: "", invitationName: "", invitationNumber: String(remaining) }}
      resolver={resolver}
      fields={(field) => (
        <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
          <TextField
            label={t("invitations.invitationName")}
            hint={t("invitations.invitationNameHint")}
            required
            {...field("invitationName")}
          />
          <TextField
            label={t("invitations.invitationNumber")}
            type="number"
            inputMode="numeric"
            min={1}
            max={remaining}
            step={1}
            hint={t("invitations.invitationNumberHint", { max: remaining })}
            required
            {...field("invitationNumber", { min: 1, max: remaining })}
          />
        </div>
      )}
      send={(invited) =>
        federationApi.inviteClub(federationId, {
          emails: invited.email,
          name: invited.invitationName,
          amount: invited.invitationNumber,
        })
      }
      onCreated={onCreated}
      onFinished={(how, emails) => onDone(doneMessage(how, emails))}
    />
  );
}
