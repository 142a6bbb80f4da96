import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Alert } from "../../components/alert";
import { Button } from "../../components/button";
import { AppDialog } from "../../components/dialog";
import { FederationFields } from "../../components/federation-fields";
import { api } from "../../lib/api";
import { emptyFederationDraft } from "../../lib/federation-draft";
import { paths } from "../../lib/paths";
import { queryClient } from "../../lib/query-client";
import { userQueryKey } from "../../lib/session";
import { showToast } from "../../lib/toasts";
import { useFederationForm } from "../../lib/use-federation-form";

/** The global admin creates a federation (product.md screen 5, a 600 px dialog), then opens it. */
export function CreateFederationDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { form, busy, submit } = useFederationForm(emptyFederationDraft, async (data) => {
    const { id } = await api.post<{ id: string }>("/federation/create", { request: data });
    await queryClient.refetchQueries({ queryKey: userQueryKey });
    showToast(t("message.federationCreated"), "success");
    onOpenChange(false);
    navigate(paths.federation(id, "details"));
  });

  return (
    <AppDialog
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title={t("landing.createFederation")}
      description={t("federationForm.createIntro")}
      size="md"
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-5">
        <FederationFields field={form.field} contractEnd={form.watch("contractEnd")} />
        {form.failure ? <Alert tone="error">{form.failure}</Alert> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            {t("confirm.cancel")}
          </Button>
          <Button type="submit" busy={busy}>
            {t("federationForm.create")}
          </Button>
        </div>
      </form>
    </AppDialog>
  );
}
