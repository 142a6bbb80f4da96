import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { api, type EdgeWorld, startEdgeWorld } from "./worker-harness";

let world: EdgeWorld;
beforeAll(async () => {
  world = await startEdgeWorld();
});
afterAll(() => world?.close());

const flagsKv = () => world.mf.getKVNamespace("FLAGS");

describe("feature flags from KV", () => {
  it("answers GET support/config with the flags read from KV, defaults for the rest", async () => {
    // The first request of this isolate: nothing is cached yet.
    await (await flagsKv()).put("input-membership", "true");
    await (await flagsKv()).put("warning-banner-text", "Maintenance à 22 h");
    const { http, body } = await api<Record<string, unknown>>(world, "/support/config");
    expect(http).toBe(200);
    expect(body.data["input-membership"]).toBe(true);
    expect(body.data["warning-banner-text"]).toBe("Maintenance à 22 h");
    expect(body.data["category-group"]).toBe(true);
    expect(body.data["app-closed"]).toBe(false);
  });

  it("app-closed: the closed page (503) and API writes refused, even while the cached flag map is stale", async () => {
    const before = await api<Record<string, unknown>>(world, "/support/config");
    expect(before.body.data["app-closed"]).toBe(false);
    await (await flagsKv()).put("app-closed", "true");

    // The isolate's flag map still says open (stale for up to 30 s) ...
    expect((await api<Record<string, unknown>>(world, "/support/config")).body.data["app-closed"]).toBe(
      false,
    );
    // ... but every write reads the flag itself.
    const write = await api(world, "/auth/login", {
      json: { login: "club@demo.clubcost.app", password: "clubcost-demo" },
    });
    expect(write.http).toBe(503);
    expect(write.body.status).toBe(13);
    const pageResponse = await world.fetch("https://fftt.clubcost.test/", {
      headers: { accept: "text/html" },
    });
    expect(pageResponse.status).toBe(503);
    expect(pageResponse.headers.get("cache-control")).toBe("no-store");
    expect(pageResponse.headers.get("retry-after")).toBeTruthy();
    const closedHtml = await pageResponse.text();
    expect(closedHtml).toContain("Fermé pour maintenance");
    // In the host's brand: the table-tennis federation's name and logo.
    expect(closedHtml).toContain("Coût du Ping est en cours de maintenance");
    expect(closedHtml).toContain('src="/brands/fftt.svg"');
    // Reads still answer while closed.
    expect((await api(world, "/support/config")).http).toBe(200);

    await (await flagsKv()).put("app-closed", "false");
    const reopened = await api(world, "/auth/login", {
      json: { login: "club@demo.clubcost.app", password: "clubcost-demo" },
    });
    expect(reopened.http).toBe(200);
    expect(
      (await world.fetch("https://fftt.clubcost.test/", { headers: { accept: "text/html" } })).status,
    ).toBe(200);
  });

  it("logs a value other than true or false and applies the flag's default (open), for pages and writes", async () => {
    await (await flagsKv()).put("app-closed", "yes");
    const write = await api(world, "/auth/login", {
      json: { login: "club@demo.clubcost.app", password: "clubcost-demo" },
    });
    expect(write.http).toBe(200);
    expect(
      (await world.fetch("https://fftt.clubcost.test/", { headers: { accept: "text/html" } })).status,
    ).toBe(200);
    await vi.waitFor(() =>
      // Each line is a JSON object (decision 217): its msg says what to correct.
      expect(
        world.logs
          .map((line) =>
            line.message.startsWith("{") ? (JSON.parse(line.message) as { msg: string }).msg : line.message,
          )
          .join("\n"),
      ).toContain(
        'feature flag app-closed: the stored value is neither "true" nor "false"; its default (false) applies',
      ),
    );
    await (await flagsKv()).put("app-closed", "false");
  });
});
