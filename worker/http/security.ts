import type { Context } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { PAYMENT_DOCUMENT_PATH } from "#core/payment-document";

/**
 * Security headers for every response. Styles allow 'unsafe-inline' because ApexCharts
 * and Radix position elements with inline styles; scripts stay 'self', plus PayPal's SDK on the
 * payment page's document only (decision 209).
 */
export function securityHeaders(secure: boolean, paypalSdkBase?: string) {
  // The configured SDK host (a sandbox, or the tests' local fake) is allowed besides PayPal's own.
  const paypal = [
    "https://www.paypal.com",
    "https://www.sandbox.paypal.com",
    ...(paypalSdkBase ? [new URL(paypalSdkBase).origin] : []),
  ];
  const unique = (list: string[]) => [...new Set(list)];
  const paypalSources = unique(paypal).join(" ");
  // Per request: PayPal's hosts (its script, its calls, its button frames) on the payment document alone.
  const onPaymentPage = (c: Context) => (c.req.path === PAYMENT_DOCUMENT_PATH ? paypalSources : "");
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", onPaymentPage],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:", "https:"],
      fontSrc: ["'self'", "data:"],
      connectSrc: ["'self'", onPaymentPage],
      frameSrc: [onPaymentPage, "https://www.youtube-nocookie.com"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      objectSrc: ["'none'"],
    },
    strictTransportSecurity: secure ? "max-age=63072000; includeSubDomains" : false,
    xFrameOptions: "DENY",
    xContentTypeOptions: "nosniff",
    referrerPolicy: "strict-origin-when-cross-origin",
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: "same-origin",
    // Powerful features the app never uses are off for it and any frame; payment stays with PayPal's
    // button frames (issue 39.9).
    permissionsPolicy: {
      camera: [],
      microphone: [],
      geolocation: [],
      displayCapture: [],
      usb: [],
      serial: [],
      hid: [],
      bluetooth: [],
      midi: [],
      idleDetection: [],
      payment: unique(["self", ...paypal]),
    },
    // A route that sets one of these itself keeps its own: the image proxy's CSP sandboxes the SVGs
    // it serves from our origin, stricter than the app's.
    overwrite: false,
  });
}
