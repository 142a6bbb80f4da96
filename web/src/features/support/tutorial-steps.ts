/**
 * The written guide of the tutorial page (issue 31.4, decision 164; everything the app does, issue 46.3):
 * a club's steps in four groups (set up, price, plan the season, share), then a federation's. Each step
 * has its texts in locales/<lang>/tutorial.json (steps.<key>, the groups' headings in groups.<key>) and a
 * screenshot of the real app in web/public/tutorial/<lang>/<key>.png, which
 * tests/e2e/tutorial-pictures.spec.ts takes again when E2E_TUTORIAL_PICTURES=1.
 */
export const clubGroups = [
  { key: "setUp", steps: ["members", "fees", "subsidies", "benefits", "sections"] },
  { key: "price", steps: ["prices", "social", "voted", "poster"] },
  { key: "plan", steps: ["seasons", "scenarios", "cashPlan", "actuals"] },
  { key: "share", steps: ["cerfa", "pack"] },
] as const;
export const federationSteps = ["invite", "clubs", "health", "template"] as const;

export type ClubStep = (typeof clubGroups)[number]["steps"][number];
export type TutorialStep = ClubStep | (typeof federationSteps)[number];
/** Every club step, in the order of the page (numbered on from one group to the next). */
export const clubSteps: readonly ClubStep[] = clubGroups.flatMap((group) => group.steps);

/** Every picture is a phone screen (390 px wide) cropped to this height, so the page reserves its place. */
export const TUTORIAL_PICTURE = { width: 390, height: 560 } as const;

// "fr" | "en" written out (not lib/i18n's type): the e2e specs import this file without the app's modules.
export function tutorialPicture(language: "fr" | "en", step: TutorialStep): string {
  return `/tutorial/${language}/${step}.png`;
}
