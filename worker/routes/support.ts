import { Hono } from "hono";
import { contactSchema } from "#core/schemas/support";
import { contextOf } from "../http/authenticate";
import { requireUser } from "../services/permissions";
import type { AppEnv } from "../http/context";
import { ok } from "../http/envelope";
import { valid } from "../http/validate";
import { sendContactMessage } from "../services/support/contact";
import { listVideos } from "../services/support/videos";
import { readiness } from "../services/support/readiness";
import { fail } from "../http/envelope";
import { errorCodes } from "#core/errors";

export const supportRoutes = new Hono<AppEnv>()
  // Liveness for load balancers, and the bare reference route of the load benchmark: no database.
  .get("/health", (c) => ok(c, { version: c.get("deps").config.version }))
  // Readiness: the database and KV answer and the migrations are current; 503 (code 2) names the failed checks.
  .get("/ready", async (c) => {
    const result = await readiness(c.get("deps"));
    return result.ready
      ? ok(c, result)
      : fail(c, 503, errorCodes.serviceUnavailable, "Service unavailable, please try again in a moment.", {
          data: result,
        });
  })
  .get("/config", async (c) => ok(c, await c.get("deps").flags.read()))
  .get("/videos", (c) => {
    const user = requireUser(contextOf(c));
    const locale = c.req.query("locale") ?? user.locale;
    return ok(c, { videos: listVideos(locale) });
  })
  .post("/contact", valid("json", contactSchema), async (c) => {
    await sendContactMessage(contextOf(c), c.req.valid("json").input);
    return ok(c, null, { message: "Your message has been successfully sent!" });
  });
