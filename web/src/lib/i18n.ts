import i18next, { type i18n, type InitOptions } from "i18next";
import { useSyncExternalStore } from "react";
import { initReactI18next } from "react-i18next";
import { backendErrors, genericError } from "#core/errors";
import { activeBrand } from "./brand";
import { readStored, storageKeys, writeStored } from "./storage";
import { localeFileOf, type Texts } from "./texts/locale-files";

/** The two languages a person chooses between; brand locales (fr-fft, fr-fftt) refine French. */
export type UiLanguage = "fr" | "en";
export const uiLanguages: readonly UiLanguage[] = ["fr", "en"];

/** A language's part: locale file path -> the namespace's texts (the UI language and, for French, the brands' French). */
type LanguagePack = Record<string, Texts>;
type PackModule = Promise<{ default: LanguagePack }>;

// Issue 9 (docs/decisions/090): the first screen fetches only its own language's locales/<lang>/ but the
// pages' namespaces (texts/page-namespaces.ts); the other language loads when the person switches, and
// the pages' namespaces with the pages that show them (every page after the login, the landing and
// logged-in chrome too).
const firstScreenTexts: Record<UiLanguage, () => PackModule> = {
  fr: () => import("./texts/first-screen-texts-fr"),
  en: () => import("./texts/first-screen-texts-en"),
};
const pageTexts: Record<UiLanguage, () => PackModule> = {
  fr: () => import("./texts/pages-fr"),
  en: () => import("./texts/pages-en"),
};

const packsOf = new WeakMap<i18n, Map<string, Promise<void>>>();

/** Adds a pack to an instance once; a failed fetch (offline) is forgotten so that it can be retried. */
function addPack(instance: i18n, key: string, load: () => Promise<LanguagePack>): Promise<void> {
  let packs = packsOf.get(instance);
  if (!packs) packsOf.set(instance, (packs = new Map()));
  let added = packs.get(key);
  if (!added) {
    added = load().then((pack) => {
      for (const [path, texts] of Object.entries(pack)) {
        const { locale, namespace } = localeFileOf(path)!; // the packs' globs match locale files only
        instance.addResourceBundle(locale, "translation", { [namespace]: texts }, true, true);
      }
    });
    added.catch(() => packs.delete(key));
    packs.set(key, added);
  }
  return added;
}

/** A language's first-screen texts, and with `pages` its page texts too (other namespaces, fetched side by side). */
export async function loadTexts(instance: i18n, language: UiLanguage, pages: boolean): Promise<void> {
  const first = addPack(instance, `first:${language}`, () =>
    firstScreenTexts[language]().then((m) => m.default),
  );
  await Promise.all([
    first,
    pages && addPack(instance, `pages:${language}`, () => pageTexts[language]().then((m) => m.default)),
  ]);
}

/** `message.backend.error_code_N` for every code of core/errors.ts, so the texts are written once. */
function backendMessages(language: UiLanguage) {
  const backend: Record<string, string> = { generic: genericError[language] };
  for (const [code, text] of Object.entries(backendErrors)) backend[`error_code_${code}`] = text[language];
  return { message: { backend } };
}

/** The i18next language for a UI language under a brand: French takes the brand's own French. */
export function localeFor(language: UiLanguage, brandLocale: string): string {
  return language === "fr" && brandLocale.startsWith("fr-") ? brandLocale : language;
}

function storedLanguage(): UiLanguage | null {
  const stored = readStored(storageKeys.lang);
  return stored === "fr" || stored === "en" ? stored : null;
}

let current: UiLanguage = "fr";
let pagesWanted = false;
const listeners = new Set<() => void>();

/** The i18next options for a language under a brand (exported for the tests); texts come from loadTexts. */
export function i18nOptions(language: string, brandName: string): InitOptions {
  return {
    resources: {},
    lng: language,
    fallbackLng: "fr",
    supportedLngs: ["fr", "en", "fr-fft", "fr-fftt"],
    // i18next would read 'fr-fftt' as a script subtag ('fr-Fftt') and lose the brand texts.
    lowerCaseLng: true,
    interpolation: { escapeValue: false, defaultVariables: { brand: brandName } },
    // A component that showed a key before its texts arrived renders again when they are added.
    react: { useSuspense: false, bindI18nStore: "added" },
  };
}

export function addBackendMessages(instance: i18n): void {
  for (const language of uiLanguages)
    instance.addResourceBundle(language, "translation", backendMessages(language), true, false);
}

export async function initI18n(): Promise<i18n> {
  const brand = activeBrand();
  current = storedLanguage() ?? "fr";
  // The texts' request starts before i18next initialises, in parallel with it.
  const texts = firstScreenTexts[current]();
  texts.catch(() => undefined);
  await i18next.use(initReactI18next).init(i18nOptions(localeFor(current, brand.locale), brand.name));
  addBackendMessages(i18next);
  await loadTexts(i18next, current, false);
  document.documentElement.lang = current;
  return i18next;
}

/** The pages' texts in the active language: a lazy route or the logged-in chrome waits for them beside its code. */
export function loadPageTexts(): Promise<void> {
  pagesWanted = true;
  return loadTexts(i18next, current, true);
}

/** Switches once the language's texts are there (one small request the first time), so no key shows. */
export async function setUiLanguage(language: UiLanguage): Promise<void> {
  await loadTexts(i18next, language, pagesWanted);
  current = language;
  writeStored(storageKeys.lang, language);
  document.documentElement.lang = language;
  await i18next.changeLanguage(localeFor(language, activeBrand().locale));
  for (const listener of listeners) listener();
}

export function uiLanguage(): UiLanguage {
  return current;
}

export function useUiLanguage(): UiLanguage {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}
