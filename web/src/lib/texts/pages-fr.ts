import type { LanguagePack, Texts } from "./pack";

// The French texts of the pages after the login and of on-demand dialogs, loaded with them: the pages'
// namespaces of locales/fr.json, then the French half of every feature file (`?part=`, `?lang=`, see
// web/locale-parts.ts). Feature files come second: they refine a few keys of the base file.
const base = import.meta.glob<Texts>("../../../../locales/fr.json", { eager: true, query: "?part=pages", import: "default" });
const features = import.meta.glob<Texts>("../../../../locales/features/*.json", { eager: true, query: "?lang=fr", import: "default" });

export default { fr: [...Object.values(base), ...Object.values(features)] } satisfies LanguagePack;
