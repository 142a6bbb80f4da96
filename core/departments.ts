/**
 * The French department of a zip code: two digits, Corsica split into 2A (200xx-201xx) and 2B
 * (202xx-206xx), overseas departments and collectivities on three digits (971-976, 984-988).
 */
export function departmentOf(zipCode: string): string {
  const zip = zipCode.trim();
  if (!/^\d{5}$/.test(zip)) return "";
  if (zip.startsWith("20")) return Number(zip.slice(0, 3)) <= 201 ? "2A" : "2B";
  if (zip.startsWith("97") || zip.startsWith("98")) return zip.slice(0, 3);
  return zip.slice(0, 2);
}

/** The same rule in SQL, for aggregates computed by the database (zip codes are stored trimmed). */
export const departmentSql = (column: string) =>
  `case when not (${column} glob '[0-9][0-9][0-9][0-9][0-9]') then '' when substr(${column}, 1, 2) = '20' then (case when cast(substr(${column}, 1, 3) as integer) <= 201 then '2A' else '2B' end) when substr(${column}, 1, 2) in ('97', '98') then substr(${column}, 1, 3) else substr(${column}, 1, 2) end`;

// Official names, in the order of their codes (01-95 without 20, then 2A, 2B and overseas).
const names =
  "Ain|Aisne|Allier|Alpes-de-Haute-Provence|Hautes-Alpes|Alpes-Maritimes|Ardèche|Ardennes|Ariège|Aube|Aude|Aveyron|Bouches-du-Rhône|Calvados|Cantal|Charente|Charente-Maritime|Cher|Corrèze|" +
  "Côte-d'Or|Côtes-d'Armor|Creuse|Dordogne|Doubs|Drôme|Eure|Eure-et-Loir|Finistère|Gard|Haute-Garonne|Gers|Gironde|Hérault|Ille-et-Vilaine|Indre|Indre-et-Loire|Isère|Jura|Landes|" +
  "Loir-et-Cher|Loire|Haute-Loire|Loire-Atlantique|Loiret|Lot|Lot-et-Garonne|Lozère|Maine-et-Loire|Manche|Marne|Haute-Marne|Mayenne|Meurthe-et-Moselle|Meuse|Morbihan|Moselle|Nièvre|Nord|" +
  "Oise|Orne|Pas-de-Calais|Puy-de-Dôme|Pyrénées-Atlantiques|Hautes-Pyrénées|Pyrénées-Orientales|Bas-Rhin|Haut-Rhin|Rhône|Haute-Saône|Saône-et-Loire|Sarthe|Savoie|Haute-Savoie|Paris|" +
  "Seine-Maritime|Seine-et-Marne|Yvelines|Deux-Sèvres|Somme|Tarn|Tarn-et-Garonne|Var|Vaucluse|Vendée|Vienne|Haute-Vienne|Vosges|Yonne|Territoire de Belfort|Essonne|Hauts-de-Seine|" +
  "Seine-Saint-Denis|Val-de-Marne|Val-d'Oise";
const overseas: Record<string, string> = {
  "2A": "Corse-du-Sud",
  "2B": "Haute-Corse",
  "971": "Guadeloupe",
  "972": "Martinique",
  "973": "Guyane",
  "974": "La Réunion",
  "975": "Saint-Pierre-et-Miquelon",
  "976": "Mayotte",
  "984": "Terres australes et antarctiques",
  "986": "Wallis-et-Futuna",
  "987": "Polynésie française",
  "988": "Nouvelle-Calédonie",
};
const departmentNames: Record<string, string> = { ...overseas };
names.split("|").forEach((name, i) => {
  const number = i + 1 < 20 ? i + 1 : i + 2;
  departmentNames[String(number).padStart(2, "0")] = name;
});

/** The department's name, or "" for an unknown code. */
export function departmentName(code: string): string {
  return departmentNames[code] ?? "";
}
