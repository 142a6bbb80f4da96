import { zodResolver } from "@hookform/resolvers/zod";
import { createFormControl } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";
import * as z from "zod/mini";
import { clubRenameSchema } from "#core/schemas/organizations";
import { FAILURE } from "./form-errors";
import { appFormOptions, registerAppField } from "./use-app-form";

/** A form as useAppForm makes it (its options, a core schema), driven without a page: submit, then type. */
function renameForm() {
  const form = createFormControl({
    ...appFormOptions,
    defaultValues: { name: "" },
    resolver: zodResolver(clubRenameSchema.shape.input),
  });
  const name = registerAppField(form, "name");
  const type = (value: string) => name.onChange({ target: { name: "name", value }, type: "change" });
  const submit = () => form.handleSubmit(() => undefined)();
  const error = () => form.control._formState.errors.name;
  return { form, type, submit, error };
}

describe("a form on the app's pattern", () => {
  it("says nothing while the person types before the first submit", async () => {
    const { type, error } = renameForm();
    await type("x");
    await type("");
    expect(error()).toBeUndefined();
  });

  it("drops a field's error as soon as the field is corrected, not at the next submit", async () => {
    const { type, submit, error } = renameForm();
    await submit();
    expect(error()?.message).toBe("club_name_required");
    await type("   ");
    expect(error()?.message, "still wrong: still said").toBe("club_name_required");
    await type("TT Club");
    expect(error()).toBeUndefined();
    await type("");
    expect(error()?.message, "wrong again: said again").toBe("club_name_required");
  });

  it("drops the server's refusal of a field once the field is changed", async () => {
    const { form, type, submit, error } = renameForm();
    await type("TT Club");
    await submit();
    form.setError("name", { type: "server", message: "This name is taken." });
    form.setError(FAILURE, { type: "server", message: "Failed" });
    await type("TT Club 2");
    expect(error()).toBeUndefined();
    expect(
      form.control._formState.errors.root?.server?.message,
      "the form's failure stays until the next submit",
    ).toBe("Failed");
  });

  it("drops the error of a repetition once the password is changed to match it", async () => {
    const schema = z.object({ password: z.string(), repeat: z.string() }).check(
      z.refine((values) => values.repeat === values.password, {
        message: "error_password_sameAs",
        path: ["repeat"],
      }),
    );
    const form = createFormControl({
      ...appFormOptions,
      defaultValues: { password: "first-one", repeat: "second-one" },
      resolver: zodResolver(schema),
    });
    const password = registerAppField(form, "password");
    registerAppField(form, "repeat");
    await form.handleSubmit(() => undefined)();
    expect(form.getFieldState("repeat").error?.message).toBe("error_password_sameAs");
    await password.onChange({ target: { name: "password", value: "second-one" }, type: "change" });
    await vi.waitFor(() => expect(form.getFieldState("repeat").error).toBeUndefined());
  });
});
