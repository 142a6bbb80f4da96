import { type FormEvent, useEffect, useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { SPORTS_FEDERATION_OTHER, sportsFederations } from "../../../../core/sports-federations";
import { Alert } from "../../components/alert";
import { Button } from "../../components/button";
import { AppDialog } from "../../components/dialog";
import { SelectField, TextField } from "../../components/form-fields";
import { ApiError } from "../../lib/api";
import { paths } from "../../lib/paths";
import { queryClient } from "../../lib/query-client";
import { userQueryKey } from "../../lib/session";
import { showToast } from "../../lib/toasts";
import { useErrorTextWithCode, useFieldText } from "../../lib/use-error-text";
import type { FieldErrors } from "../../lib/validate";
import { InvitationField } from "./invitation-field";
import { joinApi, useInvitationLookup } from "./join-api";
import { type AddClubDraft, checkAddClub, emptyAddClub } from "./join-forms";
import { leagues } from "./leagues";

interface AddClubDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  invitation?: string;
}

/** Creates a club with a club invitation (product.md screen 8 and section 5), then opens its calculator. */
export function AddClubDialog({ open, onOpenChange, invitation = "" }: AddClubDialogProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const fieldText = useFieldText();
  const errorTextWithCode = useErrorTextWithCode();
  const leagueList = useId();
  const [draft, setDraft] = useState<AddClubDraft>({ ...emptyAddClub, invitation });
  const [errors, setErrors] = useState<FieldErrors<keyof AddClubDraft>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const lookup = useInvitationLookup(draft.invitation);
  const options = useMemo(
    () => [
      ...[...sportsFederations].sort((a, b) => a.localeCompare(b, "fr")).map((name) => ({ value: name, label: name })),
      { value: SPORTS_FEDERATION_OTHER, label: t("joinForms.otherFederation") },
    ],
    [t],
  );

  // A federation's own invitation picks that federation when the list knows it.
  const foundName = lookup.state === "found" && lookup.organization.type === "federation" ? lookup.organization.name : null;
  useEffect(() => {
    if (foundName && (sportsFederations as readonly string[]).includes(foundName)) setDraft((d) => (d.federation ? d : { ...d, federation: foundName }));
  }, [foundName]);

  const set = (field: keyof AddClubDraft) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => setDraft({ ...draft, [field]: event.target.value });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkAddClub(draft, lookup);
    setErrors(checked.ok ? {} : checked.errors);
    setFailure(null);
    if (!checked.ok) return;
    setBusy(true);
    try {
      const { id } = await joinApi.createClub(checked.data);
      await queryClient.refetchQueries({ queryKey: userQueryKey });
      showToast(t("message.clubCreated"), "success");
      onOpenChange(false);
      navigate(paths.calculator(id));
    } catch (error) {
      // product.md section 8: the server's message with its code.
      if (error instanceof ApiError && error.code === 1001) setErrors({ invitation: "invitation_invalid" });
      setFailure(errorTextWithCode(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AppDialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)} title={t("joinForms.addClubTitle")} description={t("joinForms.addClubIntro")} size="lg">
      <form noValidate onSubmit={submit} className="flex flex-col gap-4" lang={i18n.language}>
        <InvitationField value={draft.invitation} onChange={(value) => setDraft({ ...draft, invitation: value })} lookup={lookup} error={fieldText(errors.invitation)} />
        <SelectField
          label={t("joinForms.federation")}
          value={draft.federation}
          onChange={set("federation")}
          options={options}
          placeholder={t("joinForms.chooseFederation")}
          error={fieldText(errors.federation)}
          required
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t("joinForms.code")}
            value={draft.code}
            onChange={set("code")}
            error={fieldText(errors.code)}
            hint={t("joinForms.codeHint")}
            autoComplete="off"
            required
          />
          <TextField label={t("joinForms.name")} value={draft.name} onChange={set("name")} error={fieldText(errors.name)} autoComplete="organization" required />
          <TextField
            label={t("joinForms.zipCode")}
            value={draft.zipCode}
            onChange={set("zipCode")}
            error={fieldText(errors.zipCode)}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={10}
            required
          />
          <TextField label={t("joinForms.league")} value={draft.league} onChange={set("league")} list={leagueList} autoComplete="off" hint={t("joinForms.leagueHint")} />
          <datalist id={leagueList}>
            {leagues.map((league) => (
              <option key={league} value={league} />
            ))}
          </datalist>
        </div>
        {failure ? <Alert tone="error">{failure}</Alert> : null}
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
