import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { AppDialog } from "../../components/dialog";
import { DialogFormEnd } from "../../components/dialog-form-end";
import { paths } from "../../lib/paths";
import { queryClient } from "../../lib/query-client";
import { userQueryKey } from "../../lib/session";
import { showToast } from "../../lib/toasts";
import { useErrorText } from "../../lib/use-error-text";
import { InvitationField } from "./invitation-field";
import { joinApi } from "./join-api";
import { joinResolver } from "./join-forms";
import { useInvitationForm } from "./use-invitation-form";

interface JoinAdminDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  invitation?: string;
}

/** Becomes admin of a federation or a club with an admin invitation, then opens it. */
export function JoinAdminDialog({ open, onOpenChange, invitation = "" }: JoinAdminDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const { form, lookup } = useInvitationForm({ invitation }, joinResolver);
  // Busy until the person's organizations are read again: the page it opens needs them.
  const join = useMutation({
    mutationFn: (input: { invitationId: string }) => joinApi.join(input.invitationId),
    onSuccess: async (joined) => {
      await queryClient.refetchQueries({ queryKey: userQueryKey });
      showToast(
        t("joinForms.joined", { name: lookup.state === "found" ? lookup.organization.name : "" }),
        "success",
      );
      onOpenChange(false);
      navigate(
        joined.type === "federation" ? paths.federation(joined.id, "details") : paths.calculator(joined.id),
      );
    },
    onError: (cause) => form.setFailure(errorText(cause)),
  });

  return (
    <AppDialog
      open={open}
      onOpenChange={(next) => !join.isPending && onOpenChange(next)}
      title={t("joinForms.joinTitle")}
      description={t("joinForms.joinIntro")}
      size="lg"
    >
      <form
        noValidate
        onSubmit={form.handleSubmit((input) => join.mutate(input))}
        className="flex flex-col gap-4"
      >
        <InvitationField lookup={lookup} {...form.field("invitation")} />
        <DialogFormEnd
          failure={form.failure}
          failureTitle={t("joinForms.joinFailed")}
          busy={join.isPending}
          submitLabel={t("joinForms.join")}
          onCancel={() => onOpenChange(false)}
        />
      </form>
    </AppDialog>
  );
}
