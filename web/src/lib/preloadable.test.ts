import { createElement, Suspense } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { preloadable } from "./preloadable";

const Hello = ({ name }: { name: string }) => createElement("p", null, `hello ${name}`);
const render = (component: (props: { name: string }) => React.JSX.Element) =>
  renderToString(
    createElement(
      Suspense,
      { fallback: createElement("i", null, "loading") },
      createElement(component, { name: "club" }),
    ),
  );

describe("preloadable", () => {
  it("suspends before its chunk is in, like React.lazy", () => {
    const Tab = preloadable(() => new Promise<typeof Hello>(() => undefined));
    expect(render(Tab)).toContain("loading");
  });

  it("renders at once after a preload, with no placeholder (a tab after a hover, the browser's print)", async () => {
    const load = vi.fn(() => Promise.resolve(Hello));
    const Tab = preloadable(load);
    await Tab.preload();
    expect(render(Tab)).toMatch(/<p>hello club<\/p>(?!.*loading)/);
    await Tab.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("tries again after a failed load (offline a moment)", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValueOnce(Hello);
    const Tab = preloadable(load);
    await expect(Tab.preload()).rejects.toThrow("offline");
    await Tab.preload();
    expect(render(Tab)).toMatch(/<p>hello club<\/p>(?!.*loading)/);
  });
});
