import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { clubInputSchema } from "../../../../../core/schemas/organizations";
import { Alert } from "../../../components/alert";
import { Button } from "../../../components/button";
import { AppDialog } from "../../../components/dialog";
import { TextField } from "../../../components/form-fields";
import { useFederation } from "../../../lib/federations";
import { invitationLink } from "../../../lib/invitation-link";
import { showToast } from "../../../lib/toasts";
import { useErrorText, useErrorTextWithCode, useFieldText } from "../../../lib/use-error-text";
import { check, type FieldErrors, serverField } from "../../../lib/validate";
import { type NewClub, useAddClub } from "./club-list-api";
import { InvitationLinkReady } from "./invitation-link-ready";

const fields = ["code", "name", "zipCode", "league"] as const;
type Field = (typeof fields)[number];
type Values = Record<Field, string>;
const empty: Values = { code: "", name: "", zipCode: "", league: "" };
const schema = clubInputSchema.pick({ code: true, name: true, zipCode: true, league: true });

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
  const errorText = useErrorText();
  const errorTextWithCode = useErrorTextWithCode();
  const fieldText = useFieldText();
  const federation = useFederation(federationId);
  const addClub = useAddClub(federationId);
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  // Once added: the link of the club's first admin invitation (decision 109).
  const [link, setLink] = useState<string | null>(null);

  useEffect(() => {
    if (open) {
      setErrors({});
      setLink(null);
      addClub.reset();
    }
    // Reset once per opening; `addClub` changes identity on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see the line above
  }, [open]);

  const left = federation.data?.invitationQuotaLeft;
  const set = (field: Field) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = check(schema, values);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    try {
      const added = await addClub.mutateAsync({ ...(checked.data as Omit<NewClub, "federationId">), federationId });
      showToast(t("message.clubCreated"), "success");
      setValues(empty);
      setLink(invitationLink("admin", added.invitationId));
      await federation.reload().catch(() => undefined);
    } catch {
      // Shown below: next to its field when the server names one, else as the form's error.
    }
  };

  const serverFailure = addClub.isError ? serverField(addClub.error, fields) : null;
  const fieldError = (field: Field) => (errors[field] ? fieldText(errors[field]) : serverFailure === field ? errorText(addClub.error) : undefined);
  const input = (field: Field, extra: Record<string, unknown> = {}) => (
    <TextField label={t(`federationLists.clubs.addClub.${field}`)} value={values[field]} onChange={set(field)} error={fieldError(field)} {...extra} />
  );

  return (
    <AppDialog open={open} onOpenChange={(next) => !next && !addClub.isPending && onClose()} title={t("federationLists.clubs.addClub.title")} size="md">
      {link ? (
        <InvitationLinkReady message={t("federationLists.clubs.addClub.ready")} link={link} onClose={onClose} />
      ) : (
        <form className="space-y-4" onSubmit={submit} noValidate>
          <p className="muted text-sm">{t("federationLists.clubs.addClub.intro")}</p>
          {left === 0 ? <Alert tone="info">{t("federationLists.clubs.addClub.noQuota")}</Alert> : null}
          {left ? <p className="text-sm font-medium">{t("federationLists.clubs.addClub.quotaLeft", { count: left })}</p> : null}
          <div className="grid gap-4 sm:grid-cols-2">
            {input("code", { autoComplete: "off" })}
            {input("name", { autoComplete: "organization" })}
            {input("zipCode", { inputMode: "numeric", autoComplete: "postal-code" })}
            {input("league", { list: "club-list-leagues" })}
          </div>
          <datalist id="club-list-leagues">
            {leagues.map((league) => (
              <option key={league} value={league} />
            ))}
          </datalist>
          {addClub.isError && !serverFailure ? (
            <Alert tone="error">
              {t("federationLists.clubs.addClub.failed")}: {errorTextWithCode(addClub.error)}
            </Alert>
          ) : null}
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
