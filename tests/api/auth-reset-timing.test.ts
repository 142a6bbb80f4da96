import type { ExecutionContext } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../worker/app";
import type { MailMessage } from "../../worker/deps";
import { createTestApp, type TestApp } from "../support/test-app";

// Issue 23: a reset request for a known address must not answer later than one for an unknown address.
// The mail went out before the answer, so its delay told who has an account. Now the answer waits on
// nothing past the rate limit; the mail follows (decision 119).

/** A mailer whose sends hang until the test opens the gate, or fail while `failing` is set. */
function gatedMailer() {
  let open = () => {};
  const gate = new Promise<void>((resolve) => (open = resolve));
  const delivered: MailMessage[] = [];
  let entered = 0;
  return {
    delivered,
    entered: () => entered,
    open: () => open(),
    failing: false,
    async send(message: MailMessage) {
      entered += 1;
      if (this.failing) throw new Error("mail service down");
      await gate;
      delivered.push(message);
    },
  };
}

let t: TestApp;
const mailer = gatedMailer();
const errors: { message: string; detail?: unknown }[] = [];
let errorLogged = () => {};
beforeAll(async () => {
  const log = {
    info: () => {},
    warn: () => {},
    error: (message: string, detail?: unknown) => (errors.push({ message, detail }), errorLogged()),
  };
  t = await createTestApp({ overrides: { mailer, log } });
});
afterAll(() => t.close());

/** The app called as Workers call it: with an ExecutionContext whose waitUntil the test can await. */
function workersStyle() {
  const app = createApp(t.deps);
  const kept: Promise<unknown>[] = [];
  const ctx: ExecutionContext = {
    waitUntil: (work) => void kept.push(work),
    passThroughOnException: () => {},
    props: {},
  };
  const reset = (email: string, ip: string) =>
    app.request(
      "http://localhost/api/auth/resetPassword",
      {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": ip },
        body: JSON.stringify({ input: { email } }),
      },
      undefined,
      ctx,
    );
  return { reset, kept };
}

describe("reset requests answer without waiting on the mail", () => {
  it("answers a known address while its mail is still being sent, the same as an unknown one, and the mail arrives after", async () => {
    const { reset, kept } = workersStyle();
    // Before the fix this answer waited on the mailer's gate, which only opens below: the test timed out.
    const known = await reset("club@demo.clubcost.app", "192.0.2.1");
    const unknown = await reset("nobody@example.org", "192.0.2.2");
    expect(mailer.delivered).toEqual([]);
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(await known.json()).toEqual(await unknown.json());

    mailer.open();
    await Promise.all(kept);
    expect(mailer.delivered.map((mail) => mail.to)).toEqual(["club@demo.clubcost.app"]);
    expect(mailer.delivered[0].text).toMatch(/reset-password\/[\w-]+/);
  });

  it("logs a mail that fails after the answer (Node: no ExecutionContext) instead of failing the request", async () => {
    mailer.failing = true;
    const logged = new Promise<void>((resolve) => (errorLogged = resolve));
    const answer = await createApp(t.deps).request("http://localhost/api/auth/resetPassword", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "192.0.2.3" },
      body: JSON.stringify({ input: { email: "club@demo.clubcost.app" } }),
    });
    expect(answer.status).toBe(200);
    await logged;
    expect(errors.map((e) => e.message)).toEqual(["the reset mail failed after the answer"]);
    expect(JSON.stringify(errors[0].detail)).toContain("mail service down");
  });
});
