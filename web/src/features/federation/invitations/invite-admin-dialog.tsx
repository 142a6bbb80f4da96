import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { AppDialog } from "../../../components/dialog";
import { DialogFormEnd } from "../../../components/dialog-form-end";
import { TextField } from "../../../components/form-fields";
import type { FederationInvitation } from "../../../lib/federations";
import { useErrorText, useFieldText } from "../../../lib/use-error-text";
import { federationApi } from "../federation-api";
import { InvitationCreated } from "./invitation-created";
import { checkAdminInvitation } from "./invitation-forms";

interface InviteDialogProps {
  federationId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called once the invitation exists (the details reload) and when the dialog closes with its message. */
  onCreated: () => void;
  onDone: (message: "invitationCopied" | "sent" | null) => void;
}

/** Invites another federation admin (product.md section 4: form, creating, link shown). */
export function InviteAdminDialog({ federationId, open, onOpenChange, onCreated, onDone }: InviteDialogProps) {
  const { t } = useTranslation();
  const fieldText = useFieldText();
  const errorText = useErrorText();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<{ invitation: FederationInvitation; emails: string[] } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkAdminInvitation({ email });
    setError(checked.ok ? undefined : checked.errors.email);
    setFailure(null);
    if (!checked.ok) return;
    setBusy(true);
    try {
      const invitation = await federationApi.inviteAdmin(federationId, checked.data.emails);
      setCreated({ invitation, emails: checked.data.emails });
      onCreated();
    } catch (cause) {
      setFailure(errorText(cause));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AppDialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)} title={t("invitations.adminTitle")} description={t("invitations.adminIntro")} size="lg">
      {created ? (
        <InvitationCreated kind="admin" invitationId={created.invitation.invitationId} emails={created.emails} onDone={onDone} />
      ) : (
        <form noValidate onSubmit={submit} className="flex flex-col gap-5">
          <TextField label={t("invitations.email")} type="email" value={email} onChange={(event) => setEmail(event.target.value)} error={fieldText(error)} hint={t("invitations.emailHint")} autoComplete="off" />
          <DialogFormEnd failure={failure} failureTitle={t("invitations.failed")} busy={busy} submitLabel={busy ? t("invitations.creating") : t("invitations.create")} onCancel={() => onOpenChange(false)} />
        </form>
      )}
    </AppDialog>
  );
}

export type { InviteDialogProps };
