import { Hono } from "hono";
import { z } from "zod";
import { AppError } from "../../core/errors";
import { approveSchema } from "../../core/schemas/payment";
import { contextOf } from "../http/authenticate";
import type { AppEnv } from "../http/context";
import { ok } from "../http/envelope";
import { valid } from "../http/validate";
import { applyWebhookEvent, approveSubscription, paymentStatus } from "../services/payment/subscriptions";
import { fetchPaypalCert, verifyWebhookSignature } from "../services/payment/webhook-signature";

const webhookEventSchema = z.object({
  id: z.string().min(1).max(100),
  event_type: z.string().min(1).max(100),
  resource: z.object({ id: z.string().max(100).optional(), billing_agreement_id: z.string().max(100).optional() }).passthrough().optional(),
});

export const paymentRoutes = new Hono<AppEnv>()
  .get("/status", async (c) => ok(c, await paymentStatus(contextOf(c))))
  .post("/approve", valid("json", approveSchema), async (c) => ok(c, await approveSubscription(contextOf(c), c.req.valid("json").subscriptionID)))
  .post("/webhook", async (c) => {
    const ctx = contextOf(c);
    const paypal = ctx.deps.config.paypal;
    if (!paypal) throw new AppError(404, { httpStatus: 404, message: "Payments are not configured." });
    const raw = new Uint8Array(await c.req.arrayBuffer());
    const headers = {
      transmissionId: c.req.header("paypal-transmission-id") ?? "",
      transmissionTime: c.req.header("paypal-transmission-time") ?? "",
      transmissionSig: c.req.header("paypal-transmission-sig") ?? "",
      certUrl: c.req.header("paypal-cert-url") ?? "",
      authAlgo: c.req.header("paypal-auth-algo") ?? "",
    };
    const verified = await verifyWebhookSignature(headers, raw, paypal.webhookId, ctx.deps.paypalCert ?? fetchPaypalCert);
    if (!verified) throw new AppError(401, { httpStatus: 401, message: "Invalid webhook signature." });
    let parsed: unknown;
    try {
      parsed = JSON.parse(new TextDecoder().decode(raw));
    } catch {
      throw new AppError(1, { httpStatus: 400, field: "body" });
    }
    const event = webhookEventSchema.parse(parsed);
    return ok(c, { result: await applyWebhookEvent(ctx, event) });
  });
