import type { LanguagePack, Texts } from "./pack";

// The English texts of the first screen: locales/en.json but the pages' namespaces (`?part=`, see
// web/locale-parts.ts). The rest comes with the pages (pages-en.ts).
const base = import.meta.glob<Texts>("../../../../locales/en.json", { eager: true, query: "?part=first-screen", import: "default" });

export default { en: Object.values(base) } satisfies LanguagePack;
