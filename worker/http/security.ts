import { secureHeaders } from "hono/secure-headers";

/**
 * Security headers for every response. Styles allow 'unsafe-inline' because ApexCharts
 * and Radix position elements with inline styles; scripts stay 'self' (plus PayPal's SDK).
 */
export function securityHeaders(secure: boolean) {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", "https://www.paypal.com", "https://www.sandbox.paypal.com"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:", "https:"],
      fontSrc: ["'self'", "data:"],
      connectSrc: ["'self'", "https://www.paypal.com", "https://www.sandbox.paypal.com"],
      frameSrc: ["https://www.paypal.com", "https://www.sandbox.paypal.com", "https://www.youtube-nocookie.com"],
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
  });
}
