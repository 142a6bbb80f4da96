import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Alert } from "../../components/alert";
import { Button } from "../../components/button";
import { TextField } from "../../components/form-fields";
import { useCurrentUser } from "../../lib/session";
import { useAppForm } from "../../lib/use-app-form";
import { updateProfile } from "./auth-api";
import { profileResolver } from "./auth-forms";

type Names = { firstName: string; lastName: string };

/** The caller's first and last names (issue 31.13): a self-registered account starts without any. */
export function ProfileNameForm() {
  const user = useCurrentUser();
  // Rendered once the details are there, so the fields start with the names already saved.
  return user ? <NameForm names={{ firstName: user.firstName, lastName: user.lastName }} /> : null;
}

function NameForm({ names }: { names: Names }) {
  const { t } = useTranslation();
  const form = useAppForm<Names>({ defaultValues: names, resolver: profileResolver });
  const save = useMutation({
    mutationFn: updateProfile,
    onSuccess: (details) => form.reset({ firstName: details.firstName, lastName: details.lastName }),
    onError: (error) => form.onServerError(error, ["firstName", "lastName"]),
  });
  const submit = form.handleSubmit((data) => save.mutate(data));
  return (
    <form
      noValidate
      aria-labelledby="profile-name-title"
      onSubmit={(event) => {
        save.reset();
        void submit(event);
      }}
      className="surface mb-6 flex flex-col gap-4 p-6"
    >
      <div>
        <h2 id="profile-name-title" className="text-lg font-semibold">
          {t("account.nameTitle")}
        </h2>
        <p className="muted mt-1 text-sm">{t("account.nameText")}</p>
      </div>
      {save.isSuccess ? <Alert tone="success">{t("account.nameSaved")}</Alert> : null}
      {form.failure ? <Alert tone="error">{form.failure}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t("account.firstName")}
          autoComplete="given-name"
          maxLength={80}
          {...form.field("firstName")}
        />
        <TextField
          label={t("account.lastName")}
          autoComplete="family-name"
          maxLength={80}
          {...form.field("lastName")}
        />
      </div>
      <Button type="submit" busy={save.isPending} className="self-start">
        {t("account.saveName")}
      </Button>
    </form>
  );
}
