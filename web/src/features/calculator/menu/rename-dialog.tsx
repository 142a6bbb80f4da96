import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { clubRenameSchema } from "../../../../../core/schemas/organizations";
import { Alert } from "../../../components/alert";
import { Button } from "../../../components/button";
import { AppDialog } from "../../../components/dialog";
import { TextField } from "../../../components/form-fields";
import { ApiError } from "../../../lib/api-error";
import { useErrorText } from "../../../lib/use-error-text";
import { renameClub } from "../calculator-api";

/** Edits the club's name (required); PATCH club/{id}, then the message clubupdated. */
export function RenameDialog({ open, onOpenChange, clubId, name, onRenamed }: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  clubId: string;
  name: string;
  onRenamed: (name: string) => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [value, setValue] = useState(name);
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (open) {
      setValue(name);
      setError(undefined);
      setFailure(null);
    }
  }, [open, name]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = clubRenameSchema.shape.input.safeParse({ name: value });
    if (!parsed.success) return setError(t(`validation.${parsed.error.issues[0]?.message ?? "club_name_required"}`));
    setBusy(true);
    setFailure(null);
    try {
      await renameClub(clubId, parsed.data.name);
      onRenamed(parsed.data.name);
      onOpenChange(false);
    } catch (cause) {
      // A refused name shows under the field; any other failure as product.md section 8's 'Failed to update the club'.
      if (cause instanceof ApiError && cause.field) setError(errorText(cause));
      else setFailure(errorText(cause));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AppDialog open={open} onOpenChange={onOpenChange} title={t("calculator.rename.title")} size="sm">
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextField label={t("calculator.rename.name")} value={value} onChange={(e) => setValue(e.target.value)} error={error} maxLength={160} required autoFocus />
        {failure ? (
          <Alert tone="error">
            {t("calculator.rename.failed")}: {failure}
          </Alert>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t("calculator.common.cancel")}
          </Button>
          <Button type="submit" busy={busy}>
            {t("calculator.common.save")}
          </Button>
        </div>
      </form>
    </AppDialog>
  );
}
