/**
 * The written guide of the tutorial page (issue 31.4, decision 164): a club's steps, then a
 * federation's. Each step has its texts in locales/<lang>/tutorial.json (steps.<key>) and a screenshot
 * of the real app in web/public/tutorial/<lang>/<key>.png, which tests/e2e/tutorial-pictures.spec.ts
 * takes again when E2E_TUTORIAL_PICTURES=1.
 */
export const clubSteps = ["members", "fees", "subsidies", "benefits", "prices", "poster"] as const;
export const federationSteps = ["invite", "clubs", "template"] as const;
export type TutorialStep = (typeof clubSteps)[number] | (typeof federationSteps)[number];

/** Every picture is a phone screen (390 px wide) cropped to this height, so the page reserves its place. */
export const TUTORIAL_PICTURE = { width: 390, height: 560 } as const;

// "fr" | "en" written out (not lib/i18n's type): the e2e specs import this file without the app's modules.
export function tutorialPicture(language: "fr" | "en", step: TutorialStep): string {
  return `/tutorial/${language}/${step}.png`;
}
