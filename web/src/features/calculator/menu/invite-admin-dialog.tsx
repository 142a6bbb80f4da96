import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { MAX_CLUB_ADMINS_AND_INVITATIONS } from "../../../../../core/invitation-limits";
import { emailSchema } from "../../../../../core/schemas/auth";
import { Alert } from "../../../components/alert";
import { Button } from "../../../components/button";
import { AppDialog } from "../../../components/dialog";
import { TextField } from "../../../components/form-fields";
import { ApiError } from "../../../lib/api-error";
import { paths } from "../../../lib/paths";
import { showToast } from "../../../lib/toasts";
import { useErrorText } from "../../../lib/use-error-text";
import { CalcIcon } from "../calc-icons";
import { clubAdminsAndInvitations, inviteClubAdmin } from "../calculator-api";

/** Invitation dialog: form, creating, then the link (copy to clipboard closes it with invitationCopied). */
export function InviteAdminDialog({ open, onOpenChange, clubId }: { open: boolean; onOpenChange: (open: boolean) => void; clubId: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [link, setLink] = useState<string | null>(null);

  useEffect(() => {
    if (open) {
      setEmail("");
      setError(undefined);
      setFailure(null);
      setLink(null);
    }
  }, [open]);
  // Asked at each opening: another admin may have invited or left meanwhile. Should it fail, the
  // form stays open and the server's own check answers.
  const taken = useQuery({ queryKey: ["club-admins-and-invitations", clubId], queryFn: () => clubAdminsAndInvitations(clubId), enabled: open, staleTime: 0 });
  const full = (taken.data ?? 0) >= MAX_CLUB_ADMINS_AND_INVITATIONS;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = email.trim();
    if (trimmed) {
      const parsed = emailSchema.safeParse(trimmed);
      if (!parsed.success) return setError(t(`validation.${parsed.error.issues[0]?.message ?? "error_email_malformed"}`));
    }
    setBusy(true);
    setError(undefined);
    setFailure(null);
    try {
      const { invitationId } = await inviteClubAdmin(clubId, trimmed ? [trimmed] : []);
      setLink(`${window.location.origin}/#${paths.join("admin", invitationId)}`);
    } catch (cause) {
      if (cause instanceof ApiError && cause.field) setError(errorText(cause));
      else setFailure(errorText(cause));
      void taken.refetch();
    } finally {
      setBusy(false);
    }
  };

  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
    } catch {
      // The link stays on screen to copy by hand when the clipboard is refused.
      return;
    }
    showToast(t("message.invitationCopied"), "success");
    onOpenChange(false);
  };

  return (
    <AppDialog open={open} onOpenChange={onOpenChange} title={t("calculator.invite.title")} description={t("calculator.invite.text")} size="md">
      {link ? (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-slate-700 dark:text-slate-300">{t("calculator.invite.created")}</p>
          <div className="flex flex-col gap-2 sm:flex-row">
            <input readOnly value={link} aria-label={t("calculator.invite.link")} onFocus={(e) => e.target.select()} className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm dark:border-slate-700 dark:bg-slate-950" />
            <Button onClick={() => void copy()}>
              <CalcIcon name="copy" className="size-4" />
              {t("calculator.invite.copy")}
            </Button>
          </div>
        </div>
      ) : (
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          {full ? <Alert tone="info">{t("calculator.invite.full")}</Alert> : null}
          <TextField label={t("calculator.invite.email")} hint={t("calculator.invite.emailHint")} type="email" value={email} onChange={(e) => setEmail(e.target.value)} error={error} autoComplete="off" />
          {failure && !full ? (
            <Alert tone="error">
              {t("calculator.invite.failed")}: {failure}
            </Alert>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {t("calculator.common.cancel")}
            </Button>
            <Button type="submit" busy={busy} disabled={full}>
              {t("calculator.invite.create")}
            </Button>
          </div>
        </form>
      )}
    </AppDialog>
  );
}
