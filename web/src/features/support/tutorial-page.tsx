import { useTranslation } from "react-i18next";
import { PageHeader } from "../../components/page-header";
import { useUiLanguage } from "../../lib/i18n";
import { clubSteps, federationSteps, TUTORIAL_PICTURE, type TutorialStep, tutorialPicture } from "./tutorial-steps";

/** One numbered step: what to do, and a screenshot of the real app, loaded only when scrolled near. */
function StepItem({ step, number }: { step: TutorialStep; number: number }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  return (
    <li className="surface flex flex-col gap-4 p-4 sm:flex-row sm:items-start sm:p-5" data-step={step}>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium text-link">{t("tutorial.step", { number })}</p>
        <h3 className="mt-0.5 text-lg font-semibold">{t(`tutorial.steps.${step}.title`)}</h3>
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

/** The written step-by-step guide, with screenshots, until real tutorial videos exist (issue 31.4). */
export function TutorialPage() {
  const { t } = useTranslation();
  const sections = [
    { id: "tutorial-club", heading: t("tutorial.clubHeading"), steps: clubSteps },
    { id: "tutorial-federation", heading: t("tutorial.federationHeading"), steps: federationSteps },
  ];
  return (
    <div>
      <PageHeader title={t("tutorial.title")} description={t("tutorial.intro")} />
      {sections.map((section) => (
        <section key={section.id} aria-labelledby={section.id} className="mb-8">
          <h2 id={section.id} className="mb-3 text-xl font-semibold">
            {section.heading}
          </h2>
          <ol className="flex flex-col gap-4">
            {section.steps.map((step, index) => (
              <StepItem key={step} step={step} number={index + 1} />
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
