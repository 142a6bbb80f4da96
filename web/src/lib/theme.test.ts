import { afterEach, describe, expect, it } from "vitest";
import { followThemeOfOtherTabs } from "./theme";

// The tests run without a browser: the page's root element is a class list, the window an event target.
const classes = new Set<string>();
globalThis.document = {
  documentElement: {
    classList: {
      toggle: (name: string, on: boolean) => void (on ? classes.add(name) : classes.delete(name)),
      contains: (name: string) => classes.has(name),
    },
  },
} as unknown as Document;

const stored = (key: string, newValue: string | null) =>
  Object.assign(new Event("storage"), { key, newValue });

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

  it("ignores other keys and values that are not a theme", () => {
    const tab = new EventTarget();
    stop = followThemeOfOtherTabs(tab as Window);
    tab.dispatchEvent(stored("cc.lang", "dark"));
    tab.dispatchEvent(stored("cc.theme", "purple"));
    tab.dispatchEvent(stored("cc.theme", null));
    expect(classes.has("dark")).toBe(false);
  });
});
