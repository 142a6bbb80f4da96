import { z } from "zod";
import { emailSchema } from "./auth";

export const contactReasons = ["bug", "improvement", "question", "other"] as const;

export const contactSchema = z.object({
  input: z.object({
    email: emailSchema,
    reason: z.enum(contactReasons, { error: "error_type_required" }),
    title: z.string({ error: "error_title_required" }).trim().min(1, "error_title_required").max(200),
    message: z.string({ error: "error_message_required" }).trim().min(1, "error_message_required").max(5000),
  }),
});
export type ContactInput = z.infer<typeof contactSchema>["input"];
