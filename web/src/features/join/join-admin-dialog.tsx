import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { AppDialog } from "../../components/dialog";
import { DialogFormEnd } from "../../components/dialog-form-end";
import { paths } from "../../lib/paths";
import { queryClient } from "../../lib/query-client";
import { userQueryKey } from "../../lib/session";
import { showToast } from "../../lib/toasts";
import { useErrorText, useFieldText } from "../../lib/use-error-text";
import { InvitationField } from "./invitation-field";
import { joinApi, useInvitationLookup } from "./join-api";
import { checkJoin } from "./join-forms";

interface JoinAdminDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  invitation?: string;
}

/** Becomes admin of a federation or a club with an admin invitation, then opens it. */
export function JoinAdminDialog({ open, onOpenChange, invitation = "" }: JoinAdminDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const fieldText = useFieldText();
  const errorText = useErrorText();
  const [value, setValue] = useState(invitation);
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const lookup = useInvitationLookup(value);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkJoin(value, lookup);
    setError(checked.ok ? undefined : checked.error);
    setFailure(null);
    if (!checked.ok) return;
    setBusy(true);
    try {
      const joined = await joinApi.join(checked.invitationId);
      await queryClient.refetchQueries({ queryKey: userQueryKey });
      showToast(t("joinForms.joined", { name: lookup.state === "found" ? lookup.organization.name : "" }), "success");
      onOpenChange(false);
      navigate(joined.type === "federation" ? paths.federation(joined.id, "details") : paths.calculator(joined.id));
    } catch (cause) {
      setFailure(errorText(cause));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AppDialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)} title={t("joinForms.joinTitle")} description={t("joinForms.joinIntro")} size="lg">
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <InvitationField value={value} onChange={setValue} lookup={lookup} error={fieldText(error)} />
        <DialogFormEnd failure={failure} failureTitle={t("joinForms.joinFailed")} busy={busy} submitLabel={t("joinForms.join")} onCancel={() => onOpenChange(false)} />
      </form>
    </AppDialog>
  );
}
