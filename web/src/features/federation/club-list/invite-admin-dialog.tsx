import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { object } from "zod/mini";
import { emailSchema } from "../../../../../core/schemas/auth";
import type { ClubListRow } from "../../../../../core/schemas/federation-lists";
import { Alert } from "../../../components/alert";
import { Button } from "../../../components/button";
import { AppDialog } from "../../../components/dialog";
import { TextField } from "../../../components/form-fields";
import { invitationLink } from "../../../lib/invitation-link";
import { useErrorText, useFieldText } from "../../../lib/use-error-text";
import { check } from "../../../lib/validate";
import { useInviteClubAdmin } from "./club-list-api";
import { InvitationLinkReady } from "./invitation-link-ready";

// The address is optional: without it the link is only shown, to be copied.
const emailForm = object({ email: emailSchema });

interface InviteAdminDialogProps {
  federationId: string;
  club: ClubListRow | null;
  onClose: () => void;
}

/** POST invitation/user: form, creating, then the link to copy (product.md section 4, invitation dialog). */
export function InviteAdminDialog({ federationId, club, onClose }: InviteAdminDialogProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const fieldText = useFieldText();
  const invite = useInviteClubAdmin(federationId);
  const [email, setEmail] = useState("");
  const [emailError, setEmailError] = useState<string>();
  const [link, setLink] = useState<string | null>(null);

  useEffect(() => {
    if (club) {
      setEmail("");
      setEmailError(undefined);
      setLink(null);
      invite.reset();
    }
    // Reset once per opened club; `invite` changes identity on every render.
  }, [club]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!club) return;
    const typed = email.trim();
    if (typed) {
      const checked = check(emailForm, { email: typed });
      if (!checked.ok) return setEmailError(checked.errors.email);
    }
    setEmailError(undefined);
    const created = await invite.mutateAsync({ clubId: club.id, emails: typed ? [typed] : [] }).catch(() => null);
    if (created) setLink(invitationLink("admin", created.invitationId));
  };

  return (
    <AppDialog open={!!club} onOpenChange={(open) => !open && onClose()} title={t("federationLists.clubs.invite.title", { name: club?.name ?? "" })} size="md">
      {link ? (
        <InvitationLinkReady message={t("federationLists.clubs.invite.ready")} link={link} onClose={onClose} />
      ) : (
        <form className="space-y-4" onSubmit={submit} noValidate>
          <p className="muted text-sm">{t("federationLists.clubs.invite.intro")}</p>
          <TextField label={t("federationLists.clubs.invite.email")} type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} error={fieldText(emailError)} />
          {invite.isError ? (
            <Alert tone="error">
              {t("federationLists.clubs.invite.failed")}: {errorText(invite.error)}
            </Alert>
          ) : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose} disabled={invite.isPending}>
              {t("federationLists.common.cancel")}
            </Button>
            <Button type="submit" busy={invite.isPending}>
              {t("federationLists.clubs.invite.create")}
            </Button>
          </div>
        </form>
      )}
    </AppDialog>
  );
}
