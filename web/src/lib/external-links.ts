/** Addresses outside the app. The documentation link shows only with the faq-link flag. */
export const externalLinks = {
  documentation: "https://docs.clubcost.app",
} as const;
