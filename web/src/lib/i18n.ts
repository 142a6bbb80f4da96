import i18next, { type i18n, type InitOptions } from "i18next";
import { useSyncExternalStore } from "react";
import { initReactI18next } from "react-i18next";
import { backendErrors, genericError } from "../../../core/errors";
import en from "../../../locales/en.json";
import frFft from "../../../locales/fr-fft.json";
import frFftt from "../../../locales/fr-fftt.json";
import fr from "../../../locales/fr.json";
import { activeBrand } from "./brand";
import { readStored, storageKeys, writeStored } from "./storage";

/** The two languages a person chooses between; brand locales (fr-fft, fr-fftt) refine French. */
export type UiLanguage = "fr" | "en";
export const uiLanguages: readonly UiLanguage[] = ["fr", "en"];

type Texts = { [key: string]: string | Texts };

/** Each feature keeps its texts in locales/features/<feature>.json as { en, fr }, so features do not edit one shared file. */
const featureTexts = Object.values(import.meta.glob<{ en: Texts; fr: Texts }>("../../../locales/features/*.json", { eager: true, import: "default" }));

function merged(base: Texts, extra: Texts[]): Texts {
  const out: Texts = { ...base };
  for (const tree of extra) {
    for (const [key, value] of Object.entries(tree)) {
      const existing = out[key];
      out[key] = typeof value === "object" && typeof existing === "object" ? merged(existing, [value]) : value;
    }
  }
  return out;
}

export const localeFiles = {
  fr: merged(fr, featureTexts.map((f) => f.fr)),
  en: merged(en, featureTexts.map((f) => f.en)),
  "fr-fft": frFft,
  "fr-fftt": frFftt,
} as const;

/** `message.backend.error_code_N` for every code of core/errors.ts, so the texts are written once. */
export function backendMessages(language: UiLanguage) {
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
const listeners = new Set<() => void>();

/** The i18next options for a language under a brand (exported for the tests). */
export function i18nOptions(language: string, brandName: string): InitOptions {
  return {
    resources: {
      fr: { translation: localeFiles.fr },
      en: { translation: localeFiles.en },
      "fr-fft": { translation: frFft },
      "fr-fftt": { translation: frFftt },
    },
    lng: language,
    fallbackLng: "fr",
    supportedLngs: ["fr", "en", "fr-fft", "fr-fftt"],
    // i18next would read 'fr-fftt' as a script subtag ('fr-Fftt') and lose the brand texts.
    lowerCaseLng: true,
    interpolation: { escapeValue: false, defaultVariables: { brand: brandName } },
    react: { useSuspense: false },
  };
}

export function addBackendMessages(instance: i18n): void {
  for (const language of uiLanguages) instance.addResourceBundle(language, "translation", backendMessages(language), true, false);
}

export async function initI18n(): Promise<i18n> {
  const brand = activeBrand();
  current = storedLanguage() ?? "fr";
  await i18next.use(initReactI18next).init(i18nOptions(localeFor(current, brand.locale), brand.name));
  addBackendMessages(i18next);
  document.documentElement.lang = current;
  return i18next;
}

export async function setUiLanguage(language: UiLanguage): Promise<void> {
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
