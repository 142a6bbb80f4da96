import frFft from "../../../../locales/fr-fft.json";
import frFftt from "../../../../locales/fr-fftt.json";
import type { LanguagePack, Texts } from "./pack";

// The French texts of the first screen: locales/fr.json but the pages' namespaces (`?part=`, see
// web/locale-parts.ts), and the brands' French. The rest comes with the pages (pages-fr.ts).
const base = import.meta.glob<Texts>("../../../../locales/fr.json", { eager: true, query: "?part=first-screen", import: "default" });

export default { fr: Object.values(base), "fr-fft": [frFft], "fr-fftt": [frFftt] } satisfies LanguagePack;
