import {
  type FieldError,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
  useForm,
} from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FAILURE, fieldErrorText, showServerError } from "./form-errors";
import { useErrorText } from "./use-error-text";

/**
 * When a form checks (decision 135): nothing is said before the first submit; from then on each change
 * checks its field again, so an error goes as soon as the field is right (a server's refusal on a
 * field too, once the field is changed), and a field still wrong says what is wrong now.
 */
export const appFormOptions = {
  mode: "onSubmit",
  reValidateMode: "onChange",
  shouldFocusError: false,
} as const;

/**
 * The one way the app's forms work (decision 124): react-hook-form checked by a core/ zod schema on
 * submit, then on each change (appFormOptions); the server's refusal lands on its field or as the
 * form's failure. The call itself is a TanStack `useMutation` (busy = isPending).
 */
export function useAppForm<T extends FieldValues, O = T>(props: UseFormProps<T, unknown, O>) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const form = useForm<T, unknown, O>({ ...appFormOptions, ...props });
  const { errors } = form.formState;

  /** What a field component takes: register()'s props and the error's words. */
  const field = (name: Path<T>, textParams?: Record<string, unknown>) => ({
    ...registerAppField(form, name),
    error: fieldErrorText(errors[name] as FieldError | undefined, t, textParams),
  });

  /** The refusal of the last submit that concerns no field (cleared by the next submit). */
  const failure = (errors.root?.server?.message as string | undefined) ?? null;

  const onServerError = (
    error: unknown,
    fields: readonly Path<T>[] = [],
    failureText?: (error: unknown) => string,
  ) => showServerError(form.setError, error, fields, errorText, failureText);

  const setFailure = (message: string) => form.setError(FAILURE, { type: "server", message });

  return { ...form, field, failure, onServerError, setFailure };
}

type FieldControl<T extends FieldValues> = Pick<
  UseFormReturn<T>,
  "register" | "getValues" | "getFieldState" | "trigger"
>;

/**
 * register() of a field on the app's pattern. A change checks its own field again (appFormOptions)
 * and also the other fields a form check refused, so that a rule across fields (the repetition of a
 * password) is mended from either side; a server's refusal of another field stays until that field changes.
 */
export function registerAppField<T extends FieldValues>(form: FieldControl<T>, name: Path<T>) {
  const recheckOthers = () => {
    const refused = Object.keys(form.getValues()).filter((other) => {
      const error = other !== name && form.getFieldState(other as Path<T>).error;
      return error && error.type !== "server";
    });
    if (refused.length) void form.trigger(refused as Path<T>[]);
  };
  return form.register(name, { onChange: recheckOthers });
}

/** A resolver whose schema (and zod) loads with the first submit, for forms on the first screen. */
export function lazyResolver<T extends FieldValues, O>(
  load: () => Promise<Resolver<T, unknown, O>>,
): Resolver<T, unknown, O> {
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
