import { useMutation } from "@tanstack/react-query";
import {
  type CheckedFederation,
  type FederationDraft,
  federationResolver,
  federationServerErrors,
} from "./federation-draft";
import { useAppForm } from "./use-app-form";

/**
 * The federation form for creating and editing: checks the draft, sends it, and on a refusal keeps
 * what was typed with the server's field errors and message.
 */
export function useFederationForm(
  initial: () => FederationDraft,
  send: (data: CheckedFederation) => Promise<void>,
) {
  const form = useAppForm({ defaultValues: initial(), resolver: federationResolver });
  const save = useMutation({
    mutationFn: send,
    onError: (error) => {
      for (const [field, key] of Object.entries(federationServerErrors(error)))
        form.setError(field as keyof FederationDraft, { type: "validate", message: key });
      form.onServerError(error);
    },
  });
  return { form, busy: save.isPending, submit: form.handleSubmit((data) => save.mutate(data)) };
}
