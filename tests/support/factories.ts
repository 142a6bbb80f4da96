import { eq } from "drizzle-orm";
import { workedExample } from "#core/cost-model/worked-example";
import type { SavedCalculator } from "#core/schemas/calculation";
import { DEMO_CLUB_ID } from "../../worker/seed/demo";
import { users } from "../../worker/db/schema";
import type { TestApp } from "./test-app";

/**
 * The API tests' one set of factories (issue 40.7): accounts, federations and club invitations made
 * through the API, as a user or the global admin would. Each takes the test's app first.
 */

/** The password of every account these factories register. */
export const TEST_PASSWORD = "password-123";

/** Registers an account (its names when given) and returns its session token. */
export async function registerAndLogin(
  t: TestApp,
  email: string,
  names?: { firstName: string; lastName: string },
): Promise<string> {
  await t.call("/api/auth/register", {
    method: "POST",
    json: { login: email, password: TEST_PASSWORD, ...names },
  });
  return t.login(email, TEST_PASSWORD);
}

/** The id of the account registered with this e-mail. */
export async function userIdOf(t: TestApp, email: string): Promise<string> {
  return (await t.deps.db().select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id;
}

/** POST federation/create as `adminToken` with a valid form (`name` and `quota` as given); returns the new federation's id. */
export async function createFederation(
  t: TestApp,
  adminToken: string,
  fields: { name: string; quota?: number },
): Promise<string> {
  const answer = await t.call<{ id: string }>("/api/federation/create", {
    method: "POST",
    token: adminToken,
    json: {
      request: {
        logo: "https://example.org/l.png",
        contact: "c@example.org",
        quota: 5,
        contractEnd: "2030-01-01",
        ...fields,
      },
    },
  });
  return answer.body.data.id;
}

/** POST invitation/club as `token`: a club invitation of `federationId` for `amount` clubs, sent to `emails`. */
export function createClubInvitation(
  t: TestApp,
  token: string,
  federationId: string,
  options: { amount: number; name?: string; emails?: string[] },
) {
  const { amount, name = "Lot", emails = [] } = options;
  return t.call<{ invitationId: string }>("/api/invitation/club", {
    method: "POST",
    token,
    json: { request: { emails, federationId, name, amount } },
  });
}

/**
 * Stores cost-model.md's worked example (with `extra` on top) as the demo club's calculator, over the
 * version it holds, as its admin (`token`) would; returns the document as retrieve then answers it.
 */
export async function storeWorkedExampleOnDemoClub(
  t: TestApp,
  token: string,
  extra: Record<string, unknown> = {},
): Promise<SavedCalculator> {
  const headers = { "x-organization-id": DEMO_CLUB_ID };
  const retrieve = async () =>
    (await t.call<SavedCalculator>("/api/calculation/retrieve", { token, headers })).body.data;
  const saved = await retrieve();
  const stored = await t.call("/api/calculation/store", {
    method: "POST",
    token,
    headers,
    json: {
      input: {
        ...workedExample(DEMO_CLUB_ID),
        ...extra,
        context: { version: saved.context.version, inputMembership: false },
      },
    },
  });
  if (stored.http !== 200) throw new Error(`storing the worked example: ${JSON.stringify(stored.body)}`);
  return retrieve();
}
