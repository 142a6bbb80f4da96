import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setAccessToken } from "../../lib/api";
import { queryClient } from "../../lib/query-client";
import { openCalculation, preloadCalculation } from "./calculation-opening";

const fetchMock = vi.fn<typeof fetch>();
const answer = (data: unknown) =>
  new Response(JSON.stringify({ status: 0, message: "", data }), { status: 200 });

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockReset();
  queryClient.clear();
  setAccessToken("token");
});
afterEach(() => vi.unstubAllGlobals());

describe("opening a calculator", () => {
  it("uses the document the route's loader asked for, in one request, and only once", async () => {
    fetchMock.mockImplementation(async () => answer({ members: 1 }));
    preloadCalculation("club-1");
    preloadCalculation("club-1"); // the start-up preload and the loader: one request
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe("/api/calculation/retrieve");
    expect((fetchMock.mock.calls[0][1]?.headers as Record<string, string>)["x-organization-id"]).toBe(
      "club-1",
    );
    await expect(openCalculation("club-1")).resolves.toEqual({ members: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // A retry, or the next opening, asks the server again.
    fetchMock.mockImplementation(async () => answer({ members: 2 }));
    await expect(openCalculation("club-1")).resolves.toEqual({ members: 2 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("asks nothing before the session is there, nor without an organization", () => {
    setAccessToken(null);
    preloadCalculation("club-1");
    setAccessToken("token");
    preloadCalculation(undefined);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("does not keep a failed preload: opening asks again", async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ status: 2, message: "", data: null }), { status: 503 }),
    );
    preloadCalculation("club-2");
    await vi.waitFor(() =>
      expect(queryClient.getQueryState(["calculation", "opening", "club-2"])?.status).toBe("error"),
    );
    fetchMock.mockResolvedValueOnce(answer({ members: 3 }));
    await expect(openCalculation("club-2")).resolves.toEqual({ members: 3 });
  });

  it("never gives one organization's document to another", async () => {
    fetchMock.mockImplementation(async (_url, init) =>
      answer({ org: (init?.headers as Record<string, string>)["x-organization-id"] }),
    );
    preloadCalculation("club-a");
    await expect(openCalculation("club-b")).resolves.toEqual({ org: "club-b" });
  });
});
