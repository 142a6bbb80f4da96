import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { type LoaderFunctionArgs, useParams } from "react-router";
import { LoadingBlock } from "../components/spinner";
import { preloadCalculation } from "../features/calculator/calculation-opening";
import { loadPageTexts } from "../lib/i18n";

// The calculator is lazy inside its route rather than a lazy route (decision 090): the router would
// hold the whole page, chrome included, on the splash until the calculator's code arrived; this way
// the chrome shows at once, with the screen's own loading state, while the code and the document
// (asked for by the loader, beside the code) are on their way.
const loadCode = () =>
  Promise.all([import("../features/calculator/calculator-page"), loadPageTexts()]).then(([module]) => module);
const Calculator = lazy(() => loadCode().then((m) => ({ default: m.CalculatorPage })));
const CalculatorTemplate = lazy(() => loadCode().then((m) => ({ default: m.CalculatorTemplatePage })));

/** Starts the document's request as the navigation starts; returns at once, the screen shows its own loading. */
export function calculatorLoader({ params }: LoaderFunctionArgs) {
  preloadCalculation(params.organizationId);
  return null;
}

export function CalculatorRoute({ template = false }: { template?: boolean }) {
  const { t } = useTranslation();
  const { organizationId } = useParams();
  return (
    // One screen per organization: going from one club's calculator to another's leaves the first
    // (which saves what is unsaved, product.md section 4) and starts the next afresh, timers included.
    // The same height as the calculator's own loading state, so the footer does not jump (CLS).
    <Suspense
      key={organizationId}
      fallback={
        <div className="min-h-dvh">
          <LoadingBlock label={t("common.loading")} />
        </div>
      }
    >
      {template ? <CalculatorTemplate /> : <Calculator />}
    </Suspense>
  );
}
