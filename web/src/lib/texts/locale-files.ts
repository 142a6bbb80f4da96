/** A tree of texts as a locale file holds it. */
export type Texts = { [key: string]: string | Texts };

/**
 * The UI texts are `locales/<locale>/<namespace>.json`: locale `en`, `fr` or a brand's French
 * (`fr-fft`, `fr-fftt`, refining `fr` key by key), namespace the first part of a key (the key
 * auth.welcome is in auth's file). The mail namespace holds the server's e-mail texts, which the web
 * app does not load.
 */
export type LocaleFile = { locale: string; namespace: string };

/** Locale and namespace of a locale file's path; null for any other file. */
export function localeFileOf(path: string): LocaleFile | null {
  const match = /[\\/]locales[\\/]([a-z]{2}(?:-[a-z]+)?)[\\/]([A-Za-z]+)\.json$/.exec(path);
  return match ? { locale: match[1], namespace: match[2] } : null;
}
