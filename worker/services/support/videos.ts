/** Tutorial videos (GET support/videos); ids are YouTube video ids, played through youtube-nocookie. */
export const tutorialVideos = [
  {
    title: { fr: "Prendre en main le calculateur", en: "Getting started with the calculator" },
    videoId: "ysz5S6PUM-U",
    description: { fr: "Saisir les cotisations fédérales, les frais et les subventions.", en: "Enter federal fees, internal fees and subsidies." },
  },
  {
    title: { fr: "Les avantages en nature", en: "Benefits in kind" },
    videoId: "aqz-KE-bpKQ",
    description: { fr: "Valoriser les heures de gymnase et le bénévolat.", en: "Value free gym hours and volunteer time." },
  },
  {
    title: { fr: "Fixer le prix des cotisations", en: "Setting membership prices" },
    videoId: "jNQXAC9IVRw",
    description: { fr: "Choisir une marge et imprimer l'affiche des tarifs.", en: "Choose a margin and print the price poster." },
  },
];

export function listVideos(locale: string) {
  const lang = locale.startsWith("en") ? "en" : "fr";
  return tutorialVideos.map((v) => ({ title: v.title[lang], videoId: v.videoId, description: v.description[lang] }));
}
