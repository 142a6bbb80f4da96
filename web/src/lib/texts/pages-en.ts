import type { LanguagePack, Texts } from "./pack";

// The English texts of the pages after the login and of on-demand dialogs, loaded with them: the pages'
// namespaces of locales/en.json, then the English half of every feature file (`?part=`, `?lang=`, see
// web/locale-parts.ts). Feature files come second: they refine a few keys of the base file.
const base = import.meta.glob<Texts>("../../../../locales/en.json", { eager: true, query: "?part=pages", import: "default" });
const features = import.meta.glob<Texts>("../../../../locales/features/*.json", { eager: true, query: "?lang=en", import: "default" });

export default { en: [...Object.values(base), ...Object.values(features)] } satisfies LanguagePack;
