import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { hasAccessToken, setAccessToken } from "./api";
import { sessionHinted, sessionHintedAsRead } from "./session-hint";
import { renewSession, restoreSession, setReloginPrompt } from "./session";

// The move to a federation's host needs a browser page; it is not what these tests are about.
vi.mock("./subdomain-redirect", () => ({ followFederationHost: async () => undefined }));

const user = {
  id: "u1",
  email: "club@demo.clubcost.app",
  firstName: "",
  lastName: "",
  roles: [],
  organizations: [],
  createdAt: "",
  updatedAt: "",
  lastConnection: null,
};
const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function withCookies(cookie: string) {
  vi.stubGlobal("document", { cookie });
}

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockReset();
  setAccessToken(null);
  setReloginPrompt(async () => false);
});
afterEach(() => vi.unstubAllGlobals());

describe("session hint", () => {
  it("reads the readable companion of the refresh cookie, on one host or shared with subdomains", () => {
    expect(sessionHinted("__Host-cc_session=1")).toBe(true);
    expect(sessionHinted("cc.lang=fr; __Secure-cc_session=1; other=2")).toBe(true);
    expect(sessionHinted("")).toBe(false);
    expect(sessionHinted("__Host-cc_session=")).toBe(false);
    expect(sessionHinted("x__Host-cc_session=1")).toBe(false);
    expect(sessionHinted("cc_session=1")).toBe(false);
  });
});

describe("restoring the session at start-up", () => {
  it("asks nothing of the server without the hint (a visitor's page logs no 401)", async () => {
    withCookies("cc.other=1");
    await restoreSession();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(hasAccessToken()).toBe(false);
  });

  it("refreshes when the hint is there, and keeps the new token", async () => {
    withCookies("__Host-cc_session=1");
    fetchMock.mockResolvedValueOnce(json(200, { status: 0, message: "", data: user, token: "fresh" }));
    await restoreSession();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe("/api/auth/refresh");
    expect(hasAccessToken()).toBe(true);
  });

  it("costs a stale hint one 401: the server clears it, the next start asks nothing", async () => {
    const jar = { cookie: "__Host-cc_session=1" };
    vi.stubGlobal("document", jar);
    fetchMock.mockImplementationOnce(async () => {
      jar.cookie = ""; // the 401's Set-Cookie clears the hint (tests/api/session-hint.test.ts)
      return json(401, { status: 401, message: "", data: null });
    });
    await restoreSession();
    await restoreSession();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(hasAccessToken()).toBe(false);
  });

  it("tells the start-up preloads what the restoration found, without reading the cookie again", async () => {
    const jar = { cookie: "__Host-cc_session=1" };
    vi.stubGlobal("document", jar);
    fetchMock.mockResolvedValueOnce(json(200, { status: 0, message: "", data: user, token: "fresh" }));
    await restoreSession();
    jar.cookie = "";
    expect(sessionHintedAsRead()).toBe(true);
    jar.cookie = "__Host-cc_session=1";
    fetchMock.mockResolvedValueOnce(json(401, { status: 401, message: "", data: null }));
    await restoreSession();
    // Refused: the preloads are for a session, and there is none, whatever the cookie still says.
    expect(sessionHintedAsRead()).toBe(false);
  });
});

describe("renewing the session after a 401", () => {
  it("goes straight to the re-login prompt when no refresh cookie can be there", async () => {
    withCookies("");
    const prompt = vi.fn(async () => true);
    setReloginPrompt(prompt);
    await expect(renewSession()).resolves.toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(prompt).toHaveBeenCalledTimes(1);
  });

  it("tries a silent refresh first when the hint is there (logged in again in another tab)", async () => {
    withCookies("__Host-cc_session=1");
    const prompt = vi.fn(async () => true);
    setReloginPrompt(prompt);
    fetchMock.mockResolvedValueOnce(json(200, { status: 0, message: "", data: user, token: "other-tab" }));
    await expect(renewSession()).resolves.toBe(true);
    expect(prompt).not.toHaveBeenCalled();
  });
});
