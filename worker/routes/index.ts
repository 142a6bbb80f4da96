import type { Hono } from "hono";
import type { AppEnv } from "../http/context";
import { actualsRoutes } from "./actuals";
import { authRoutes } from "./auth";
import { calculationRoutes } from "./calculation";
import { clubRoutes } from "./club";
import { federationRoutes } from "./federation";
import { invitationRoutes } from "./invitation";
import { paymentRoutes } from "./payment";
import { proxyRoutes } from "./proxy";
import { referenceRoutes } from "./reference";
import { statisticsRoutes } from "./statistics";
import { supportRoutes } from "./support";
import { userRoutes } from "./user";

/** Every API resource, mounted under /api (api.md keeps the paths of product.md section 7). */
export function registerRoutes(api: Hono<AppEnv>) {
  api.route("/auth", authRoutes);
  api.route("/support", supportRoutes);
  api.route("/user", userRoutes);
  api.route("/federation", federationRoutes);
  api.route("/club", clubRoutes);
  api.route("/invitation", invitationRoutes);
  api.route("/payment", paymentRoutes);
  api.route("/proxy", proxyRoutes);
  api.route("/statistics", statisticsRoutes);
  api.route("/calculation", calculationRoutes);
  api.route("/reference", referenceRoutes);
  api.route("/actuals", actualsRoutes);
}
