import { type FieldError, type FieldValues, type Path, type Resolver, type UseFormProps, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FAILURE, fieldErrorText, showServerError } from "./form-errors";
import { useErrorText } from "./use-error-text";

/**
 * The one way the app's forms work (decision 124): react-hook-form checked by a core/ zod schema on
 * submit; typing in a field clears its error until the next submit; the server's refusal lands on
 * its field or as the form's failure. The call itself is a TanStack `useMutation` (busy = isPending).
 */
export function useAppForm<T extends FieldValues, O = T>(props: UseFormProps<T, unknown, O>) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const form = useForm<T, unknown, O>({ mode: "onSubmit", reValidateMode: "onSubmit", shouldFocusError: false, ...props });
  const { errors } = form.formState;

  /** What a field component takes: register()'s props and the error's words. */
  const field = (name: Path<T>, textParams?: Record<string, unknown>) => ({
    ...form.register(name, { onChange: () => form.getFieldState(name).error && form.clearErrors(name) }),
    error: fieldErrorText(errors[name] as FieldError | undefined, t, textParams),
  });

  /** The refusal of the last submit that concerns no field (cleared by the next submit). */
  const failure = (errors.root?.server?.message as string | undefined) ?? null;

  const onServerError = (error: unknown, fields: readonly Path<T>[] = [], failureText?: (error: unknown) => string) =>
    showServerError(form.setError, error, fields, errorText, failureText);

  const setFailure = (message: string) => form.setError(FAILURE, { type: "server", message });

  return { ...form, field, failure, onServerError, setFailure };
}

/** A resolver whose schema (and zod) loads with the first submit, for forms on the first screen. */
export function lazyResolver<T extends FieldValues, O>(load: () => Promise<Resolver<T, unknown, O>>): Resolver<T, unknown, O> {
  let loading: Promise<Resolver<T, unknown, O>> | undefined;
  return async (values, context, options) => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return (await loading)(values, context, options);
  };
}

export type AppForm<T extends FieldValues, O = T> = ReturnType<typeof useAppForm<T, O>>;
