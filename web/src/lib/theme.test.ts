import { afterEach, describe, expect, it } from "vitest";
import { followThemeOfOtherTabs } from "./theme";

// The tests run without a browser: the page's root element is a class list, the window an event target.
const classes = new Set<string>();
const classList = {
  toggle: (name: string, on: boolean) => void (on ? classes.add(name) : classes.delete(name)),
  add: (name: string) => void classes.add(name),
  remove: (name: string) => void classes.delete(name),
  contains: (name: string) => classes.has(name),
};
globalThis.document = { documentElement: { classList } } as unknown as Document;
globalThis.getComputedStyle = (() => ({ color: "" })) as unknown as typeof getComputedStyle;
/** The next frame, run when the test says. */
let nextFrame: () => void = () => {};
globalThis.requestAnimationFrame = (callback: FrameRequestCallback) => ((nextFrame = () => callback(0)), 1);

const stored = (key: string, newValue: string | null) => Object.assign(new Event("storage"), { key, newValue });

describe("night mode follows the other tabs", () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    classes.clear();
  });

  it("switches when another tab stores a theme, and back", () => {
    const tab = new EventTarget();
    stop = followThemeOfOtherTabs(tab as Window);
    tab.dispatchEvent(stored("cc.theme", "dark"));
    expect(classes.has("dark")).toBe(true);
    tab.dispatchEvent(stored("cc.theme", "light"));
    expect(classes.has("dark")).toBe(false);
  });

  it("switches with colour transitions off, and turns them back on at the next frame", () => {
    const tab = new EventTarget();
    stop = followThemeOfOtherTabs(tab as Window);
    tab.dispatchEvent(stored("cc.theme", "dark"));
    expect([...classes].sort()).toEqual(["dark", "theme-switching"]);
    nextFrame();
    expect([...classes]).toEqual(["dark"]);
  });

  it("ignores other keys and values that are not a theme", () => {
    const tab = new EventTarget();
    stop = followThemeOfOtherTabs(tab as Window);
    tab.dispatchEvent(stored("cc.lang", "dark"));
    tab.dispatchEvent(stored("cc.theme", "purple"));
    tab.dispatchEvent(stored("cc.theme", null));
    expect(classes.has("dark")).toBe(false);
  });
});
