/**
 * The path of the document the payment page runs in (`/payment#/payment`): the only page whose
 * Content-Security-Policy allows PayPal's SDK hosts (decision 209). The web app is one document with
 * hash routes, so the payment page moves itself into this one, and out of it when left.
 */
export const PAYMENT_DOCUMENT_PATH = "/payment";

/** Whether a hash route is the payment page's (`#/payment`, `#/payment?x`). */
export const isPaymentRoute = (hash: string) => /^#\/payment(?:[/?]|$)/.test(hash);
