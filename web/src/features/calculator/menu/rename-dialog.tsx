import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { clubRenameSchema } from "#core/schemas/organizations";
import { AppDialog } from "../../../components/dialog";
import { DialogFormEnd } from "../../../components/dialog-form-end";
import { TextField } from "../../../components/form-fields";
import { useAppForm } from "../../../lib/use-app-form";
import { renameClub } from "../../../lib/calculator-api";

const resolver = zodResolver(clubRenameSchema.shape.input);

interface RenameDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  clubId: string;
  name: string;
  onRenamed: (name: string) => void;
}

/** Edits the club's name (required); PATCH club/{id}, then the message clubupdated. */
export function RenameDialog(props: RenameDialogProps) {
  const { t } = useTranslation();
  // The form lives inside the dialog's content, so each opening starts from the current name.
  return (
    <AppDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={t("calculator.rename.title")}
      size="sm"
    >
      <RenameForm {...props} />
    </AppDialog>
  );
}

function RenameForm({ onOpenChange, clubId, name, onRenamed }: RenameDialogProps) {
  const { t } = useTranslation();
  const form = useAppForm({ defaultValues: { name }, resolver });
  const rename = useMutation({
    mutationFn: (data: { name: string }) => renameClub(clubId, data.name),
    onSuccess: (_answer, data) => {
      onRenamed(data.name);
      onOpenChange(false);
    },
    // A refused name shows under the field; any other failure as product.md section 8's 'Failed to update the club'.
    onError: (error) => form.onServerError(error, ["name"]),
  });
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((data) => rename.mutate(data))}
      className="flex flex-col gap-4"
    >
      <TextField
        label={t("calculator.rename.name")}
        maxLength={160}
        required
        autoFocus
        {...form.field("name")}
      />
      <DialogFormEnd
        failure={form.failure}
        failureTitle={t("calculator.rename.failed")}
        busy={rename.isPending}
        submitLabel={t("calculator.common.save")}
        onCancel={() => onOpenChange(false)}
      />
    </form>
  );
}
