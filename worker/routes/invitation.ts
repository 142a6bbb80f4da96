import { Hono } from "hono";
import { z } from "zod";
import {
  clubAdminInvitationSchema,
  clubInvitationSchema,
  federationInvitationSchema,
  invitationCode,
  joinSchema,
} from "#core/schemas/organizations";
import { contextOf } from "../http/authenticate";
import type { AppEnv } from "../http/context";
import { ok } from "../http/envelope";
import { valid } from "../http/validate";
import {
  createClubAdminInvitation,
  createClubInvitation,
  createFederationAdminInvitation,
  joinOrganization,
  whichOrganization,
} from "../services/invitations/invitations";

export const invitationRoutes = new Hono<AppEnv>()
  .post("/federation", valid("json", federationInvitationSchema), async (c) =>
    ok(c, await createFederationAdminInvitation(contextOf(c), c.req.valid("json").request), {
      message: "sent",
    }),
  )
  .post("/club", valid("json", clubInvitationSchema), async (c) =>
    ok(c, await createClubInvitation(contextOf(c), c.req.valid("json").request), { message: "sent" }),
  )
  .post("/user", valid("json", clubAdminInvitationSchema), async (c) =>
    ok(c, await createClubAdminInvitation(contextOf(c), c.req.valid("json").request), { message: "sent" }),
  )
  .post("/join", valid("json", joinSchema), async (c) =>
    ok(c, await joinOrganization(contextOf(c), c.req.valid("json").input.invitationId)),
  )
  .get("/whichOrganization/:id", valid("param", z.object({ id: invitationCode })), async (c) =>
    ok(c, await whichOrganization(contextOf(c), c.req.valid("param").id)),
  );
