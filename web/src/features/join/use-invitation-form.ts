import { useEffect, useRef } from "react";
import { type DefaultValues, type FieldValues, type Path, type Resolver, useWatch } from "react-hook-form";
import { useAppForm } from "../../lib/use-app-form";
import { type Lookup, useInvitationLookup } from "./join-api";

/**
 * A join form (decision 124's pattern) whose invitation field is checked against what the server says
 * of the number typed in it: the lookup follows the field, and the form's check reads the latest lookup.
 */
export function useInvitationForm<T extends FieldValues & { invitation: string }, O>(
  defaultValues: T,
  resolverFor: (lookup: Lookup) => Resolver<T, unknown, O>,
) {
  // The check runs on submit and on changes, after the render that computed the lookup: it reads it here.
  const lookupRef = useRef<Lookup>({ state: "empty" });
  const form = useAppForm<T, O>({
    defaultValues: defaultValues as DefaultValues<T>,
    resolver: (values, context, options) => resolverFor(lookupRef.current)(values, context, options),
  });
  const typed = useWatch({ control: form.control, name: "invitation" as Path<T> }) as string;
  const lookup = useInvitationLookup(typed);
  useEffect(() => {
    lookupRef.current = lookup;
  });
  // The server's answer about the number comes after the typing: once the form was submitted, it
  // checks the field again, so its error goes (or says why) without another keystroke.
  const { trigger } = form;
  const { isSubmitted } = form.formState;
  useEffect(() => {
    if (isSubmitted) void trigger("invitation" as Path<T>);
  }, [lookup.state, isSubmitted, trigger]);
  return { form, lookup };
}
