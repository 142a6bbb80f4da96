import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "./context";
import { oneAtATime } from "./one-at-a-time";

/** Requests through the gate run their handlers one after the other, in arrival order, bodies read first. */
describe("one at a time", () => {
  it("starts a request's handler only when the one before it has answered, and reads its body before waiting", async () => {
    const log: string[] = [];
    const release: Record<string, () => void> = {};
    const app = new Hono<AppEnv>().post("/", oneAtATime(), async (c) => {
      const name = await c.req.text();
      log.push(`start ${name}`);
      await new Promise<void>((resolve) => (release[name] = resolve));
      log.push(`end ${name}`);
      return c.text(name);
    });
    const first = app.request("/", { method: "POST", body: "a" });
    const second = app.request("/", { method: "POST", body: "b" });
    const third = app.request("/", { method: "POST", body: "c" });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(log).toEqual(["start a"]);
    release.a();
    expect(await (await first).text()).toBe("a");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(log).toEqual(["start a", "end a", "start b"]);
    release.b();
    await second;
    await new Promise((resolve) => setTimeout(resolve, 20));
    release.c();
    expect(await (await third).text()).toBe("c");
    expect(log).toEqual(["start a", "end a", "start b", "end b", "start c", "end c"]);
  });

  it("gives the turn on when a handler throws", async () => {
    const app = new Hono<AppEnv>()
      .post("/", oneAtATime(), async (c) => {
        if ((await c.req.text()) === "fail") throw new Error("refused");
        return c.text("ok");
      })
      .onError((_, c) => c.text("error", 400));
    expect((await app.request("/", { method: "POST", body: "fail" })).status).toBe(400);
    expect(await (await app.request("/", { method: "POST", body: "fine" })).text()).toBe("ok");
  });
});
