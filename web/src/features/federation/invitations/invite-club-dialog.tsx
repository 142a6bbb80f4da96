import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { AppDialog } from "../../../components/dialog";
import { DialogFormEnd } from "../../../components/dialog-form-end";
import { TextField } from "../../../components/form-fields";
import type { FederationInvitation } from "../../../lib/federations";
import { useErrorText } from "../../../lib/use-error-text";
import type { FieldErrors } from "../../../lib/validate";
import { federationApi } from "../federation-api";
import type { InviteDialogProps } from "./invite-admin-dialog";
import { InvitationCreated } from "./invitation-created";
import { checkClubInvitation, type ClubInvitationDraft } from "./invitation-forms";

/** Invites clubs: a named batch of 1 to the remaining quota (product.md section 5), 800 px dialog. */
export function InviteClubDialog({ remaining, ...props }: InviteDialogProps & { remaining: number }) {
  const { federationId, open, onOpenChange, onCreated, onDone } = props;
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [draft, setDraft] = useState<ClubInvitationDraft>({ email: "", invitationName: "", invitationNumber: String(remaining) });
  const [errors, setErrors] = useState<FieldErrors<keyof ClubInvitationDraft>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<{ invitation: FederationInvitation; emails: string[] } | null>(null);
  const text = (key?: string) => (key === "not_in_range" ? t("validation.not_in_range", { min: 1, max: remaining }) : key ? t(`validation.${key}`) : undefined);
  const set = (field: keyof ClubInvitationDraft) => (event: React.ChangeEvent<HTMLInputElement>) => setDraft({ ...draft, [field]: event.target.value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkClubInvitation(draft, remaining);
    setErrors(checked.ok ? {} : checked.errors);
    setFailure(null);
    if (!checked.ok) return;
    setBusy(true);
    try {
      const invitation = await federationApi.inviteClub(federationId, checked.data);
      setCreated({ invitation, emails: checked.data.emails });
      onCreated();
    } catch (cause) {
      setFailure(errorText(cause));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AppDialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)} title={t("invitations.clubTitle")} description={t("invitations.clubIntro", { count: remaining })} size="lg">
      {created ? (
        <InvitationCreated kind="club" invitationId={created.invitation.invitationId} emails={created.emails} onDone={onDone} />
      ) : (
        <form noValidate onSubmit={submit} className="flex flex-col gap-5">
          <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
            <TextField label={t("invitations.invitationName")} value={draft.invitationName} onChange={set("invitationName")} error={text(errors.invitationName)} hint={t("invitations.invitationNameHint")} required />
            <TextField label={t("invitations.invitationNumber")} type="number" inputMode="numeric" min={1} max={remaining} step={1} value={draft.invitationNumber} onChange={set("invitationNumber")} error={text(errors.invitationNumber)} hint={t("invitations.invitationNumberHint", { max: remaining })} required />
          </div>
          <TextField label={t("invitations.email")} type="email" value={draft.email} onChange={set("email")} error={text(errors.email)} hint={t("invitations.emailHint")} autoComplete="off" />
          <DialogFormEnd failure={failure} failureTitle={t("invitations.failed")} busy={busy} submitLabel={busy ? t("invitations.creating") : t("invitations.create")} onCancel={() => onOpenChange(false)} />
        </form>
      )}
    </AppDialog>
  );
}
