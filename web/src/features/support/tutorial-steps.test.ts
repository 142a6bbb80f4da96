import { readdirSync, readFileSync, statSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { clubGroups, clubSteps, federationSteps, TUTORIAL_PICTURE, tutorialPicture } from "./tutorial-steps";

// The tutorial page's guide (issue 31.4, decision 164) covers everything (issue 46.3): every step has its
// texts and its phone screenshot in both languages, and nothing is left over.
const root = new URL("../../../../", import.meta.url).pathname;
const languages = ["fr", "en"] as const;
const steps = [...clubSteps, ...federationSteps];
const tutorialTexts = (language: string) =>
  JSON.parse(readFileSync(`${root}locales/${language}/tutorial.json`, "utf8")) as {
    groups: Record<string, string>;
    steps: Record<string, Record<string, string>>;
  };

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(path: string) {
  const bytes = readFileSync(path);
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe("the tutorial's steps", () => {
  it("covers what the app does: seasons, scenarios, social pricing, exports, sections, voted prices, the cash plan, the actuals and the federation's tools", () => {
    for (const step of [
      "seasons",
      "scenarios",
      "social",
      "cerfa",
      "pack",
      "sections",
      "voted",
      "cashPlan",
      "actuals",
    ])
      expect(clubSteps).toContain(step);
    for (const step of ["invite", "clubs", "health", "template"]) expect(federationSteps).toContain(step);
    expect(new Set(steps).size).toBe(steps.length);
    expect(clubSteps).toEqual(clubGroups.flatMap((group) => group.steps));
  });

  for (const language of languages) {
    it(`has a heading for each group and a title, a text and a picture's description for each step (${language})`, () => {
      const texts = tutorialTexts(language);
      for (const group of clubGroups) expect(texts.groups[group.key], group.key).toBeTruthy();
      for (const step of steps) {
        for (const field of ["title", "text", "alt"])
          expect(texts.steps[step]?.[field], `${step}.${field}`).toMatch(/\S/);
      }
      expect(Object.keys(texts.steps).sort()).toEqual([...steps].sort());
      expect(Object.keys(texts.groups).sort()).toEqual(clubGroups.map((group) => group.key).sort());
    });

    it(`has a small phone screenshot of each step, and no other (${language})`, () => {
      for (const step of steps) {
        const path = `${root}web/public${tutorialPicture(language, step)}`;
        expect(pngSize(path), step).toEqual(TUTORIAL_PICTURE);
        expect(statSync(path).size, step).toBeLessThan(100_000);
      }
      const files = readdirSync(`${root}web/public/tutorial/${language}`).filter((name) =>
        name.endsWith(".png"),
      );
      expect(files.sort()).toEqual(steps.map((step) => `${step}.png`).sort());
    });
  }
});
