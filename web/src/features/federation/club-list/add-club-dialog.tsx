import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import type { Resolver } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { clubInputSchema } from "#core/schemas/organizations";
import { Alert } from "../../../components/alert";
import { Button } from "../../../components/button";
import { AppDialog } from "../../../components/dialog";
import { TextField } from "../../../components/form-fields";
import { InvitationCreated } from "../../../components/invitation-created";
import { useFederation } from "../../../lib/federations";
import { invitationLink } from "../../../lib/invitation-link";
import { showToast } from "../../../lib/toasts";
import { useAppForm } from "../../../lib/use-app-form";
import { useErrorTextWithCode } from "../../../lib/use-error-text";
import { type NewClub, useAddClub } from "./club-list-api";
import { quotaSentence } from "../quota-sentence";

const fields = ["code", "name", "zipCode", "league"] as const;
type Values = Record<(typeof fields)[number], string>;
const empty: Values = { code: "", name: "", zipCode: "", league: "" };
// core's club fields; the league may be left out there (it defaults to ""), the form always has it.
const resolver = zodResolver(
  clubInputSchema.pick({ code: true, name: true, zipCode: true, league: true }),
) as Resolver<Values, unknown, Omit<NewClub, "federationId">>;

interface AddClubDialogProps {
  federationId: string;
  open: boolean;
  onClose: () => void;
  /** Leagues already in the list, offered as suggestions. */
  leagues: string[];
}

/** POST federation/addClub on the federation's quota (an admin of the federation adds it for its club). */
export function AddClubDialog({ federationId, open, onClose, leagues }: AddClubDialogProps) {
  const { t } = useTranslation();
  const errorTextWithCode = useErrorTextWithCode();
  const federation = useFederation(federationId);
  const addClub = useAddClub(federationId);
  const form = useAppForm({ defaultValues: empty, resolver });

  // Each opening starts from the form (what was typed before a cancel stays), without the last refusal.
  const { reset: forgetLastCall } = addClub;
  const { clearErrors } = form;
  useEffect(() => {
    if (!open) return;
    clearErrors();
    forgetLastCall();
  }, [open, clearErrors, forgetLastCall]);

  const submit = form.handleSubmit((club) =>
    addClub.mutate(
      { ...club, federationId },
      {
        onSuccess: () => {
          showToast(t("message.clubCreated"), "success");
          form.reset(empty);
          // The quota left is read again; the link is shown whatever that gives.
          federation.reload().catch(() => undefined);
        },
        // Next to its field when the server names one, else as the form's error with its code (product.md section 8).
        onError: (error) =>
          form.onServerError(
            error,
            fields,
            (cause) => `${t("federationLists.clubs.addClub.failed")}: ${errorTextWithCode(cause)}`,
          ),
      },
    ),
  );

  const left = federation.data?.invitationQuotaLeft;
  const input = (field: (typeof fields)[number], extra: Record<string, unknown> = {}) => (
    <TextField label={t(`federationLists.clubs.addClub.${field}`)} {...extra} {...form.field(field)} />
  );

  return (
    <AppDialog
      open={open}
      onOpenChange={(next) => !next && !addClub.isPending && onClose()}
      title={t("federationLists.clubs.addClub.title")}
      size="md"
    >
      {addClub.data ? (
        // Once added: the link of the club's first admin invitation (decision 109).
        <InvitationCreated
          link={invitationLink("admin", addClub.data.invitationId)}
          invitationId={addClub.data.invitationId}
          texts={{
            message: t("federationLists.clubs.addClub.ready"),
            link: t("federationLists.clubs.invite.link"),
            copy: t("federationLists.common.copyLink"),
            copyFailed: t("federationLists.common.copyFailed"),
          }}
          onCopied={() => {
            showToast(t("message.invitationCopied"));
            onClose();
          }}
          onClose={onClose}
        />
      ) : (
        <form className="space-y-4" onSubmit={submit} noValidate>
          <p className="muted text-sm">{t("federationLists.clubs.addClub.intro")}</p>
          {left === 0 ? <Alert tone="info">{t("federationLists.clubs.addClub.noQuota")}</Alert> : null}
          {left && federation.data ? (
            <p className="text-sm font-medium">
              {quotaSentence(t, {
                registered: federation.data.clubs,
                quota: federation.data.quota,
                invitable: left,
              })}
            </p>
          ) : null}
          <div className="grid gap-4 sm:grid-cols-2">
            {input("code", { autoComplete: "off", maxLength: 40 })}
            {input("name", { autoComplete: "organization", maxLength: 160 })}
            {input("zipCode", { inputMode: "numeric", autoComplete: "postal-code", maxLength: 10 })}
            {input("league", { list: "club-list-leagues", maxLength: 120 })}
          </div>
          <datalist id="club-list-leagues">
            {leagues.map((league) => (
              <option key={league} value={league} />
            ))}
          </datalist>
          {form.failure ? <Alert tone="error">{form.failure}</Alert> : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose} disabled={addClub.isPending}>
              {t("federationLists.common.cancel")}
            </Button>
            <Button type="submit" busy={addClub.isPending} disabled={left === 0}>
              {t("federationLists.clubs.addClub.submit")}
            </Button>
          </div>
        </form>
      )}
    </AppDialog>
  );
}
