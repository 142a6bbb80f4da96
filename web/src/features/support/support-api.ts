import type { ContactInput } from "#core/schemas/support";
import { api } from "../../lib/api";

export function sendContactMessage(input: ContactInput): Promise<null> {
  return api.post("/support/contact", { input });
}
