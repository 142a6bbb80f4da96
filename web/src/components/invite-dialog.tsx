import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { type ReactNode, useEffect } from "react";
import type { DefaultValues, Path, Resolver } from "react-hook-form";
import * as z from "zod/mini";
import { emailSchema } from "#core/schemas/auth";
import { invitationLink } from "../lib/invitation-link";
import { type AppForm, useAppForm } from "../lib/use-app-form";
import { useErrorText } from "../lib/use-error-text";
import { Alert } from "./alert";
import { AppDialog } from "./dialog";
import { DialogFormEnd } from "./dialog-form-end";
import { TextField } from "./form-fields";
import { InvitationCreated, type InvitationCreatedTexts } from "./invitation-created";

/** The e-mail of an invitation is optional; given, it must be valid, and the invitation is mailed to it. */
export const invitationEmails = z.pipe(
  z.string().check(
    z.trim(),
    z.refine((typed) => !typed || emailSchema.safeParse(typed).success, "error_email_malformed"),
  ),
  z.transform((typed: string) => (typed ? [emailSchema.parse(typed)] : [])),
);

/** The admin invitation form: only the e-mail. */
export const adminInvitationResolver = zodResolver(z.object({ email: invitationEmails }));

type InviteValues = { email: string };
type Invited = { email: string[] };

export interface InviteDialogTexts extends Omit<InvitationCreatedTexts, "message"> {
  title: string;
  description?: string;
  email: string;
  emailHint?: string;
  create: string;
  /** The submit's label while the invitation is being made. */
  creating?: string;
  failed: string;
  /** The last step's sentence, given the addresses the invitation was mailed to. */
  created: (emails: string[]) => string;
}

interface InviteDialogProps<T extends InviteValues, O extends Invited> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  kind: "admin" | "club";
  texts: InviteDialogTexts;
  size?: "md" | "lg";
  /** Why no invitation can be made now (the submit is then disabled). */
  blocked?: string | null;
  defaultValues: DefaultValues<T>;
  resolver: Resolver<T, unknown, O>;
  /** Fields above the e-mail (a club batch's name and number). */
  fields?: (field: AppForm<T, O>["field"]) => ReactNode;
  send: (invited: O) => Promise<{ invitationId: string }>;
  onCreated?: () => void;
  onFailed?: () => void;
  /** The last step ends: its link was copied, or it was closed (with the addresses it was mailed to). */
  onFinished: (how: "copied" | "closed", emails: string[]) => void;
}

// A refusal of the addresses (`request.emails.0`) goes next to the e-mail field.
const aboutEmails = (error: unknown) =>
  /(^|\.)emails?(\.|$)/.test(String((error as { field?: unknown })?.field ?? ""));

/**
 * Every invitation dialog (product.md section 4): the form, creating, then the link to hand over.
 * What differs between the calculator's, the club list's and the federation's is passed in.
 */
export function InviteDialog<T extends InviteValues, O extends Invited>(props: InviteDialogProps<T, O>) {
  const { open, onOpenChange, kind, texts, size = "md", send, onCreated } = props;
  const invite = useMutation({ mutationFn: send, onSuccess: () => onCreated?.() });
  const { reset } = invite;
  // Each opening starts again from the form.
  useEffect(() => {
    if (open) reset();
  }, [open, reset]);
  const emails = invite.variables?.email ?? [];

  return (
    <AppDialog
      open={open}
      onOpenChange={(next) => !invite.isPending && onOpenChange(next)}
      title={texts.title}
      description={texts.description}
      size={size}
    >
      {invite.data ? (
        <InvitationCreated
          link={invitationLink(kind, invite.data.invitationId)}
          invitationId={invite.data.invitationId}
          texts={{ ...texts, message: texts.created(emails) }}
          onCopied={() => props.onFinished("copied", emails)}
          onClose={() => props.onFinished("closed", emails)}
        />
      ) : (
        <InviteForm
          {...props}
          busy={invite.isPending}
          submit={(invited, onError) => invite.mutate(invited, { onError })}
        />
      )}
    </AppDialog>
  );
}

interface InviteFormProps<T extends InviteValues, O extends Invited> extends InviteDialogProps<T, O> {
  busy: boolean;
  submit: (invited: O, onError: (error: unknown) => void) => void;
}

function InviteForm<T extends InviteValues, O extends Invited>({
  texts,
  blocked,
  defaultValues,
  resolver,
  fields,
  busy,
  submit,
  onOpenChange,
  onFailed,
}: InviteFormProps<T, O>) {
  const errorText = useErrorText();
  const form = useAppForm<T, O>({ defaultValues, resolver });
  const refused = (error: unknown) => {
    if (aboutEmails(error)) form.setError("email" as Path<T>, { type: "server", message: errorText(error) });
    else form.setFailure(errorText(error));
    onFailed?.();
  };
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((invited) => submit(invited, refused))}
      className="flex flex-col gap-5"
    >
      {blocked ? <Alert tone="info">{blocked}</Alert> : null}
      {fields?.(form.field)}
      <TextField
        label={texts.email}
        type="email"
        hint={texts.emailHint}
        autoComplete="off"
        {...form.field("email" as Path<T>)}
      />
      <DialogFormEnd
        failure={blocked ? null : form.failure}
        failureTitle={texts.failed}
        busy={busy}
        submitDisabled={!!blocked}
        submitLabel={busy && texts.creating ? texts.creating : texts.create}
        onCancel={() => onOpenChange(false)}
      />
    </form>
  );
}
