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
/** The warning banner carries a text besides its on/off state. */
export type FlagConfig = FlagMap & { "warning-banner-text"?: string };

export const flagNames = Object.keys(flagDefaults) as FlagName[];

export function isFlagName(name: string): name is FlagName {
  return (flagNames as string[]).includes(name);
}
