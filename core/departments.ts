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

/** The same rule in SQL, for aggregates computed by the database. */
export const departmentSql = (column: string) =>
  `case when length(${column}) <> 5 then '' when substr(${column}, 1, 2) = '20' then (case when cast(substr(${column}, 1, 3) as integer) <= 201 then '2A' else '2B' end) when substr(${column}, 1, 2) in ('97', '98') then substr(${column}, 1, 3) else substr(${column}, 1, 2) end`;
