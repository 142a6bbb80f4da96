import { Hono } from "hono";
import { approveSchema } from "#core/schemas/payment";
import { contextOf } from "../http/authenticate";
import type { AppEnv } from "../http/context";
import { ok } from "../http/envelope";
import { valid } from "../http/validate";
import { approveSubscription } from "../services/payment/licence";
import { paymentStatus } from "../services/payment/payment-status";
import { receiveWebhook } from "../services/payment/webhook-events";

export const paymentRoutes = new Hono<AppEnv>()
  .get("/status", async (c) => ok(c, await paymentStatus(contextOf(c))))
  .post("/approve", valid("json", approveSchema), async (c) =>
    ok(c, await approveSubscription(contextOf(c), c.req.valid("json").subscriptionID)),
  )
  // PayPal signs the exact bytes it sent, so the body is read raw, never re-serialised.
  .post("/webhook", async (c) => {
    const headers = {
      transmissionId: c.req.header("paypal-transmission-id") ?? "",
      transmissionTime: c.req.header("paypal-transmission-time") ?? "",
      transmissionSig: c.req.header("paypal-transmission-sig") ?? "",
      certUrl: c.req.header("paypal-cert-url") ?? "",
      authAlgo: c.req.header("paypal-auth-algo") ?? "",
    };
    const raw = new Uint8Array(await c.req.arrayBuffer());
    return ok(c, { result: await receiveWebhook(contextOf(c), headers, raw) });
  });
