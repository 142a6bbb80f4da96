import { type ReactNode, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { isPaymentRoute, PAYMENT_DOCUMENT_PATH } from "#core/payment-document";
import { LoadingBlock } from "../../components/spinner";

// The web app is one document with hash routes, and a document's CSP is fixed when it loads: PayPal's
// SDK may load only in `/payment#/payment`, whose CSP alone allows its hosts (decision 209). The
// session comes back through the refresh cookie, as after any reload.
const inPaymentDocument = () => window.location.pathname === PAYMENT_DOCUMENT_PATH;

/** Shows PayPal's button only in the payment document: from any other, loads that one first. */
export function InPaymentDocument({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const here = inPaymentDocument();
  useEffect(() => {
    if (!here) window.location.replace(`${PAYMENT_DOCUMENT_PATH}${window.location.hash}`);
  }, [here]);
  return here ? children : <LoadingBlock label={t("common.loading")} />;
}

/** Leaving the payment page for another screen goes back to the app's own document, without PayPal. */
export function useBackToAppDocument() {
  useEffect(
    () => () => {
      if (inPaymentDocument() && !isPaymentRoute(window.location.hash))
        window.location.replace(`/${window.location.hash}`);
    },
    [],
  );
}
