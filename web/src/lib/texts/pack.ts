/** A tree of texts as the locale files hold them. */
export type Texts = { [key: string]: string | Texts };

/**
 * What one language ships, by i18next locale (the UI language and, for French, the brands' French):
 * trees added in order, deep, later ones winning key by key (a feature file may refine a base key).
 */
export type LanguagePack = Record<string, Texts[]>;
