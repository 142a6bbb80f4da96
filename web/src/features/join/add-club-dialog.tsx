import { useMutation } from "@tanstack/react-query";
import { useId, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { SPORTS_FEDERATION_OTHER, sportsFederations } from "#core/sports-federations";
import { Alert } from "../../components/alert";
import { Button } from "../../components/button";
import { AppDialog } from "../../components/dialog";
import { SelectField, TextField } from "../../components/form-fields";
import { ApiError } from "../../lib/api";
import { paths } from "../../lib/paths";
import { queryClient } from "../../lib/query-client";
import { userQueryKey } from "../../lib/session";
import { showToast } from "../../lib/toasts";
import { useErrorTextWithCode } from "../../lib/use-error-text";
import { InvitationField } from "./invitation-field";
import { joinApi } from "./join-api";
import { addClubResolver, emptyAddClub, givenSportsFederation } from "./join-forms";
import { leagues } from "./leagues";
import { useInvitationForm } from "./use-invitation-form";

interface AddClubDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  invitation?: string;
}

/** Creates a club with a club invitation (product.md screen 8 and section 5), then opens its calculator. */
export function AddClubDialog({ open, onOpenChange, invitation = "" }: AddClubDialogProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const errorTextWithCode = useErrorTextWithCode();
  const leagueList = useId();
  // The inputs stop at core's lengths (maxLength), so the schema's own English "too big" is never shown.
  const { form, lookup } = useInvitationForm({ ...emptyAddClub, invitation }, addClubResolver);
  // Busy until the person's organizations are read again: the calculator it opens needs them.
  const create = useMutation({
    mutationFn: joinApi.createClub,
    onSuccess: async ({ id }) => {
      await queryClient.refetchQueries({ queryKey: userQueryKey });
      showToast(t("message.clubCreated"), "success");
      onOpenChange(false);
      navigate(paths.calculator(id));
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === 1001)
        form.setError("invitation", { type: "validate", message: "invitation_invalid" });
      // product.md section 8: the server's message with its code.
      form.setFailure(errorTextWithCode(error));
    },
  });
  const busy = create.isPending;
  const options = useMemo(
    () => [
      ...[...sportsFederations]
        .sort((a, b) => a.localeCompare(b, "fr"))
        .map((name) => ({ value: name, label: name })),
      { value: SPORTS_FEDERATION_OTHER, label: t("joinForms.otherFederation") },
    ],
    [t],
  );

  // A federation's club invitation says which sports federation: shown, not asked among a hundred
  // (issue 31.6); while the number is looked up, neither, so the list does not flash.
  const given = givenSportsFederation(lookup);

  return (
    <AppDialog
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title={t("joinForms.addClubTitle")}
      description={t("joinForms.addClubIntro")}
      size="lg"
    >
      <form
        noValidate
        onSubmit={form.handleSubmit((club) => create.mutate(club))}
        className="flex flex-col gap-4"
        lang={i18n.language}
      >
        <InvitationField lookup={lookup} {...form.field("invitation")} />
        {given ? (
          <div className="text-sm" data-testid="given-sports-federation">
            <span className="block font-medium">{t("joinForms.federation")}</span>
            <span className="mt-1 block">{given}</span>
            <span className="muted mt-0.5 block text-xs">{t("joinForms.federationGiven")}</span>
          </div>
        ) : lookup.state === "checking" ? null : (
          <SelectField
            label={t("joinForms.federation")}
            options={options}
            placeholder={t("joinForms.chooseFederation")}
            required
            {...form.field("federation")}
          />
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t("joinForms.code")}
            hint={t("joinForms.codeHint")}
            autoComplete="off"
            maxLength={40}
            required
            {...form.field("code")}
          />
          <TextField
            label={t("joinForms.name")}
            autoComplete="organization"
            maxLength={160}
            required
            {...form.field("name")}
          />
          <TextField
            label={t("joinForms.zipCode")}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={10}
            required
            {...form.field("zipCode")}
          />
          <TextField
            label={t("joinForms.league")}
            list={leagueList}
            autoComplete="off"
            hint={t("joinForms.leagueHint")}
            maxLength={120}
            {...form.field("league")}
          />
          <datalist id={leagueList}>
            {leagues.map((league) => (
              <option key={league} value={league} />
            ))}
          </datalist>
        </div>
        {form.failure ? <Alert tone="error">{form.failure}</Alert> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            {t("confirm.cancel")}
          </Button>
          <Button type="submit" busy={busy}>
            {t("joinForms.createClub")}
          </Button>
        </div>
      </form>
    </AppDialog>
  );
}
