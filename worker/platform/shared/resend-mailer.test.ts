import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resendMailer } from "./resend-mailer";

// A local fake of Resend's POST /emails: the real SDK talks to it unmodified (baseUrl).
const received: { headers: IncomingHttpHeaders; body: Record<string, unknown> }[] = [];
let server: Server;
let baseUrl: string;
let failNext = false;
beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      received.push({ headers: req.headers, body: JSON.parse(raw || "{}") });
      res.setHeader("content-type", "application/json");
      if (failNext) {
        failNext = false;
        res.statusCode = 422;
        res.end(
          JSON.stringify({
            statusCode: 422,
            name: "validation_error",
            message: "The `to` field is invalid.",
          }),
        );
        return;
      }
      res.end(JSON.stringify({ id: `email-${received.length}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const silent = { error: () => {}, warn: () => {}, info: () => {} };
const message = {
  to: "treasurer@example.org",
  subject: "Coût du Ping : réinitialisez votre mot de passe",
  text: "Lien : https://x",
  html: "<p>Lien</p>",
  idempotencyKey: "reset-abc",
};

describe("the Resend mailer", () => {
  it("sends through the SDK with the API key, the sender and the idempotency key", async () => {
    await resendMailer({
      apiKey: "re_test_key",
      from: "ClubCost <no-reply@example.org>",
      baseUrl,
      log: silent,
    }).send(message);
    const [sent] = received.slice(-1);
    expect(sent.headers.authorization).toBe("Bearer re_test_key");
    expect(sent.headers["idempotency-key"]).toBe("reset-abc");
    expect(sent.body).toMatchObject({
      from: "ClubCost <no-reply@example.org>",
      to: ["treasurer@example.org"],
      subject: message.subject,
      text: message.text,
      html: message.html,
    });
  });

  it("turns a refused delivery into backend code 9 (503: a dependency down, api.md), logged", async () => {
    failNext = true;
    const logged: unknown[] = [];
    const mailer = resendMailer({
      apiKey: "re_test_key",
      from: "ClubCost <no-reply@example.org>",
      baseUrl,
      log: { ...silent, error: (...args) => logged.push(args) },
    });
    await expect(mailer.send(message)).rejects.toMatchObject({ code: 9, httpStatus: 503 });
    expect(logged).toHaveLength(1);
  });
});
