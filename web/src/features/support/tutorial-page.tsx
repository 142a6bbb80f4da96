import { useTranslation } from "react-i18next";
import { PageHeader } from "../../components/page-header";
import { useUiLanguage } from "../../lib/i18n";
import {
  clubGroups,
  federationSteps,
  TUTORIAL_PICTURE,
  type TutorialStep,
  tutorialPicture,
} from "./tutorial-steps";

/** One numbered step: what to do, and a screenshot of the real app, loaded only when scrolled near. */
function StepItem({
  step,
  number,
  headingLevel,
}: {
  step: TutorialStep;
  number: number;
  headingLevel: "h3" | "h4";
}) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const Heading = headingLevel;
  return (
    <li className="surface flex flex-col gap-4 p-4 sm:flex-row sm:items-start sm:p-5" data-step={step}>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium text-link">{t("tutorial.step", { number })}</p>
        <Heading className="mt-0.5 text-lg font-semibold">{t(`tutorial.steps.${step}.title`)}</Heading>
        <p className="muted mt-2 max-w-prose">{t(`tutorial.steps.${step}.text`)}</p>
      </div>
      <img
        src={tutorialPicture(language, step)}
        alt={t(`tutorial.steps.${step}.alt`)}
        width={TUTORIAL_PICTURE.width}
        height={TUTORIAL_PICTURE.height}
        loading="lazy"
        decoding="async"
        className="h-auto w-full max-w-[16rem] self-center rounded-xl border border-slate-200 bg-slate-50 shadow-sm dark:border-slate-700 sm:self-start"
      />
    </li>
  );
}

/** Steps numbered from `first` on. */
function StepList({
  steps,
  first,
  headingLevel,
}: {
  steps: readonly TutorialStep[];
  first: number;
  headingLevel: "h3" | "h4";
}) {
  return (
    <ol className="flex flex-col gap-4" start={first}>
      {steps.map((step, index) => (
        <StepItem key={step} step={step} number={first + index} headingLevel={headingLevel} />
      ))}
    </ol>
  );
}

/**
 * The written step-by-step guide, with screenshots, until real tutorial videos exist (issue 31.4): a
 * club's steps under four headings, numbered on from one to the next, then a federation's (issue 46.3).
 */
export function TutorialPage() {
  const { t } = useTranslation();
  const firsts = clubGroups.map(
    (_, index) => 1 + clubGroups.slice(0, index).reduce((count, group) => count + group.steps.length, 0),
  );
  return (
    <div>
      <PageHeader title={t("tutorial.title")} description={t("tutorial.intro")} />
      <section aria-labelledby="tutorial-club" className="mb-8">
        <h2 id="tutorial-club" className="mb-3 text-xl font-semibold">
          {t("tutorial.clubHeading")}
        </h2>
        {clubGroups.map((group, index) => (
          <section key={group.key} aria-labelledby={`tutorial-club-${group.key}`} className="mb-6">
            <h3
              id={`tutorial-club-${group.key}`}
              className="mb-3 border-b border-slate-200 pb-1 text-lg font-semibold dark:border-slate-700"
            >
              {t(`tutorial.groups.${group.key}`)}
            </h3>
            <StepList steps={group.steps} first={firsts[index] ?? 1} headingLevel="h4" />
          </section>
        ))}
      </section>
      <section aria-labelledby="tutorial-federation" className="mb-8">
        <h2 id="tutorial-federation" className="mb-3 text-xl font-semibold">
          {t("tutorial.federationHeading")}
        </h2>
        <StepList steps={federationSteps} first={1} headingLevel="h3" />
      </section>
    </div>
  );
}
