import { z } from "zod";

export const approveSchema = z.object({
  subscriptionID: z
    .string({ error: "Subscription ID not received" })
    .trim()
    .min(1, "Subscription ID not received")
    .max(64),
});
