/** Feature flags (product.md section 1): names and the defaults used when the store cannot be read. */
export const flagDefaults = {
  "app-closed": false,
  "warning-banner": false,
  payment: true,
  "faq-link": true,
  "video-tutorial": true,
  "category-group": true,
  "extra-stats": true,
  "input-membership": false,
} as const;

export type FlagName = keyof typeof flagDefaults;
export type FlagMap = Record<FlagName, boolean>;
/**
 * The warning banner's texts (decision 154): one per interface language (`warning-banner-text-en`,
 * `warning-banner-text-fr`), and `warning-banner-text` for any language that has none of its own.
 */
export const BANNER_TEXT_KEYS = [
  "warning-banner-text",
  "warning-banner-text-en",
  "warning-banner-text-fr",
] as const;
export type BannerTextKey = (typeof BANNER_TEXT_KEYS)[number];

/** The warning banner carries its texts besides its on/off state. */
export type FlagConfig = FlagMap & Partial<Record<BannerTextKey, string>>;

export function isBannerTextKey(name: string): name is BannerTextKey {
  return (BANNER_TEXT_KEYS as readonly string[]).includes(name);
}

/** The banner's text in the reader's language: its own, else the text for every language; null for the built-in one. */
export function bannerText(flags: Partial<Record<BannerTextKey, string>>, language: string): string | null {
  const own = language === "en" || language === "fr" ? flags[`warning-banner-text-${language}`] : undefined;
  return own || flags["warning-banner-text"] || null;
}

export const flagNames = Object.keys(flagDefaults) as FlagName[];

export function isFlagName(name: string): name is FlagName {
  return (flagNames as string[]).includes(name);
}
