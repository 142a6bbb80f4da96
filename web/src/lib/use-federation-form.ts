import { type FormEvent, useState } from "react";
import { checkFederationDraft, type FederationDraft, type FederationField, federationServerErrors } from "./federation-draft";
import { useErrorText } from "./use-error-text";
import type { FieldErrors } from "./validate";

type CheckedFederation = Extract<ReturnType<typeof checkFederationDraft>, { ok: true }>["data"];

/**
 * The federation form's state for creating and editing: checks the draft, sends it, and on a refusal
 * keeps what was typed with the server's field errors and message.
 */
export function useFederationForm(initial: () => FederationDraft, send: (data: CheckedFederation) => Promise<void>) {
  const errorText = useErrorText();
  const [draft, setDraft] = useState<FederationDraft>(initial);
  const [errors, setErrors] = useState<FieldErrors<FederationField>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkFederationDraft(draft);
    setErrors(checked.ok ? {} : checked.errors);
    setFailure(null);
    if (!checked.ok) return;
    setBusy(true);
    try {
      await send(checked.data);
    } catch (error) {
      setErrors(federationServerErrors(error));
      setFailure(errorText(error));
    } finally {
      setBusy(false);
    }
  };
  return { draft, setDraft, errors, failure, busy, submit };
}
