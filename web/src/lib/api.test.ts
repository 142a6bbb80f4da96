import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api, ApiError, call, configureApi, setAccessToken } from "./api";
import { errorText } from "./api-error";

function answer(status: number, body: unknown) {
  return new Response(body === undefined ? "" : JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json" },
  });
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockReset();
  setAccessToken(null);
  configureApi({ renewSession: async () => false, onForbidden: () => undefined, onClosed: () => undefined });
});

afterEach(() => vi.unstubAllGlobals());

describe("api client", () => {
  it("calls /api with JSON, the session token and the organization, and unwraps data", async () => {
    setAccessToken("token-1");
    fetchMock.mockResolvedValueOnce(answer(200, { status: 0, message: "", data: { id: "c1" } }));
    await expect(
      api.post("/club/create", { input: { name: "ASPTT" } }, { organizationId: "org-9" }),
    ).resolves.toEqual({ id: "c1" });
    const [url, init] = fetchMock.mock.calls[0];
    const headers = init?.headers as Record<string, string>;
    expect(url).toBe("/api/club/create");
    expect(init?.method).toBe("POST");
    expect(init?.body).toBe(JSON.stringify({ input: { name: "ASPTT" } }));
    expect(headers["x-access-token"]).toBe("token-1");
    expect(headers["x-organization-id"]).toBe("org-9");
    expect(headers["content-type"]).toBe("application/json");
  });

  it("turns a status other than 0 into an ApiError with code, field and HTTP status", async () => {
    fetchMock.mockResolvedValueOnce(
      answer(409, { status: 7, message: "exists", data: null, field: "login" }),
    );
    const error = await call("/auth/register", { method: "POST", body: {}, anonymous: true }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ httpStatus: 409, code: 7, field: "login" });
  });

  it("on 401 renews the session once and retries the call", async () => {
    setAccessToken("old");
    const renewSession = vi.fn(async () => {
      setAccessToken("new");
      return true;
    });
    configureApi({ renewSession });
    fetchMock
      .mockResolvedValueOnce(answer(401, { status: 401, message: "", data: null }))
      .mockResolvedValueOnce(answer(200, { status: 0, message: "", data: [1] }));
    await expect(api.get("/club/list")).resolves.toEqual([1]);
    expect(renewSession).toHaveBeenCalledTimes(1);
    expect((fetchMock.mock.calls[1][1]?.headers as Record<string, string>)["x-access-token"]).toBe("new");
  });

  it("never raises the re-login dialog for a failed login (no session yet)", async () => {
    const renewSession = vi.fn(async () => true);
    configureApi({ renewSession });
    fetchMock.mockResolvedValueOnce(
      answer(401, { status: 4, message: "Invalid login or password.", data: null }),
    );
    await expect(call("/auth/login", { method: "POST", body: {}, anonymous: true })).rejects.toMatchObject({
      code: 4,
    });
    expect(renewSession).not.toHaveBeenCalled();
  });

  it("sends 403 to the access-denied page and 503 status 13 to the closed page", async () => {
    const onForbidden = vi.fn();
    const onClosed = vi.fn();
    configureApi({ onForbidden, onClosed });
    fetchMock.mockResolvedValueOnce(answer(403, { status: 3, message: "", data: null }));
    await expect(api.get("/user/list")).rejects.toMatchObject({ httpStatus: 403, code: 3 });
    fetchMock.mockResolvedValueOnce(answer(503, { status: 13, message: "", data: null }));
    await expect(api.post("/calculation/store", {})).rejects.toMatchObject({ code: 13 });
    expect(onForbidden).toHaveBeenCalledTimes(1);
    expect(onClosed).toHaveBeenCalledTimes(1);
  });

  it("reads 429 without a body as 'too many attempts' and a network failure as 'unavailable'", async () => {
    fetchMock.mockResolvedValueOnce(new Response("slow down", { status: 429 }));
    await expect(api.post("/auth/login", {}, { anonymous: true })).rejects.toMatchObject({
      httpStatus: 429,
      code: 12,
    });
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await expect(api.get("/support/config")).rejects.toMatchObject({ httpStatus: 0, code: 2 });
  });
});

describe("error text", () => {
  const exists = (key: string) =>
    key === "validation.error_password_min" || key === "checks.error_fee_positive";
  // As i18next's t: of several keys, the first that exists.
  const t = ((keys: string | string[]) => `T(${[keys].flat().find(exists) ?? [keys].flat()[0]})`) as never;

  it("prefers a validation key the server named, then the backend code's text, then the server message", () => {
    expect(
      errorText(
        new ApiError({ httpStatus: 400, code: 1, message: "error_password_min", field: "password" }),
        t,
        exists,
      ),
    ).toBe("T(validation.error_password_min)");
    // A check only the pages produce: its words load with the pages' texts (checks).
    expect(
      errorText(
        new ApiError({ httpStatus: 400, code: 1, message: "error_fee_positive", field: "value" }),
        t,
        exists,
      ),
    ).toBe("T(checks.error_fee_positive)");
    expect(errorText(new ApiError({ httpStatus: 422, code: -1001, message: "whatever" }), t, exists)).toBe(
      "T(message.backend.error_code_1001)",
    );
    expect(errorText(new ApiError({ httpStatus: 418, code: 77, message: "Teapot busy" }), t, exists)).toBe(
      "Teapot busy",
    );
    expect(errorText(new Error("boom"), t, exists)).toBe("T(message.backend.generic)");
  });
});
