import { eq, sql } from "drizzle-orm";
import { clubs, connections, invitations } from "../db/schema";
import type { Database } from "../deps";
import { searchableName } from "#core/text";
import { keptColumnsRecomputed } from "../services/clubs/kept-columns";
import { statisticsVersionWrite } from "../services/statistics/statistics-version";

const DAY = 24 * 3600 * 1000;
const towns: [string, string, string][] = [
  ["Lyon", "69003", "Auvergne-Rhône-Alpes"],
  ["Grenoble", "38000", "Auvergne-Rhône-Alpes"],
  ["Clermont", "63000", "Auvergne-Rhône-Alpes"],
  ["Rennes", "35000", "Bretagne"],
  ["Brest", "29200", "Bretagne"],
  ["Lille", "59000", "Hauts-de-France"],
  ["Amiens", "80000", "Hauts-de-France"],
  ["Nantes", "44000", "Pays de la Loire"],
  ["Angers", "49000", "Pays de la Loire"],
  ["Bordeaux", "33000", "Nouvelle-Aquitaine"],
  ["Limoges", "87000", "Nouvelle-Aquitaine"],
  ["Toulouse", "31000", "Occitanie"],
  ["Montpellier", "34000", "Occitanie"],
  ["Marseille", "13001", "Provence-Alpes-Côte d'Azur"],
  ["Nice", "06000", "Provence-Alpes-Côte d'Azur"],
  ["Ajaccio", "20000", "Corse"],
  ["Bastia", "20200", "Corse"],
  ["Strasbourg", "67000", "Grand Est"],
  ["Metz", "57000", "Grand Est"],
  ["Dijon", "21000", "Bourgogne-Franche-Comté"],
  ["Rouen", "76000", "Normandie"],
  ["Caen", "14000", "Normandie"],
  ["Orléans", "45000", "Centre-Val de Loire"],
  ["Tours", "37000", "Centre-Val de Loire"],
  ["Versailles", "78000", "Île-de-France"],
  ["Créteil", "94000", "Île-de-France"],
  ["Saint-Denis", "97400", "La Réunion"],
  ["Pointe-à-Pitre", "97110", "Guadeloupe"],
  ["Fort-de-France", "97200", "Martinique"],
  ["Besançon", "25000", "Bourgogne-Franche-Comté"],
  ["Cayenne", "97300", "Guyane"],
  ["Reims", "51100", "Grand Est"],
  ["Toulon", "83000", "Provence-Alpes-Côte d'Azur"],
  ["Mamoudzou", "97600", "Mayotte"],
  ["Villeurbanne", "69100", "Auvergne-Rhône-Alpes"],
  ["Aix-en-Provence", "13100", "Provence-Alpes-Côte d'Azur"],
  ["Vénissieux", "69200", "Auvergne-Rhône-Alpes"],
];

/**
 * A year of demo activity: clubs joining month after month across leagues and departments (Corsica
 * and overseas included), their logins (busier clubs log in more), a few clubs never saved, and
 * open club admin invitations. Plain multi-row inserts keep the seed well under a second. Returns what
 * the calculators of the clubs that saved one should hold: their figures on the list come from them.
 */
export async function seedDemoHistory(db: Database, federationId: string, now: number) {
  let seed = 42;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const clubRows = towns.map(([town, zipCode, league], i) => {
    const name = `${i % 3 === 0 ? "TT" : i % 3 === 1 ? "Ping" : "Entente pongiste"} ${town}`;
    const members = 40 + Math.floor(random() * 160);
    return {
      id: `demo-hist-${i}`,
      federationId,
      code: `0${8750100 + i}`,
      name,
      nameSearch: searchableName(name),
      zipCode,
      league,
      region: league,
      // What the club's calculator holds (demo-calculators.ts builds it and the row's figures from it).
      plan: {
        members,
        feePerMember: 90 + random() * 60,
        categories: 3 + Math.floor(random() * 6),
        price: Math.round(100 + random() * 80),
      },
      createdAt:
        now -
        Math.floor((360 * (towns.length - i)) / towns.length) * DAY -
        Math.floor(random() * 10) * 3600_000,
      lastSaved: i % 7 === 3 ? null : now - Math.floor(random() * 60 * 24) * 3600_000,
    };
  });
  const connectionRows = clubRows.flatMap((club, i) => {
    const age = Math.floor((now - club.createdAt) / DAY);
    const weekly = 0.5 + random() * (i % 4 === 0 ? 6 : 3);
    return Array.from({ length: Math.max(1, Math.floor((age / 7) * weekly)) }, () => ({
      userId: "demo-history",
      organizationId: club.id,
      federationId,
      at: now - Math.floor(random() * age * DAY),
    }));
  });
  // In time order, each insert's rank is one look-up (the `connections_rank` trigger of migration 0002).
  connectionRows.sort((a, b) => a.at - b.at);
  const invitationRows = [2, 9].map((i) => ({
    id: `DEMOINVITE${i}CLUBADMIN`.slice(0, 16),
    type: "clubAdmin" as const,
    clubId: clubRows[i].id,
    amount: 1,
    emails: `secretariat.${i}@demo.clubcost.app`,
  }));
  await db.batch([
    db.insert(clubs).values(clubRows.map(({ plan: _plan, ...club }) => club)),
    db.insert(invitations).values(invitationRows),
    ...chunks(connectionRows, 1000).map((rows) => db.insert(connections).values(rows)),
    // Written in bulk, not through the services: the clubs' list rows and counts computed once.
    keptColumnsRecomputed(db, eq(clubs.federationId, federationId)),
    statisticsVersionWrite(db, sql`select ${federationId}`),
  ]);
  return clubRows
    .filter((club) => club.lastSaved !== null)
    .map((club) => ({ id: club.id, lastSaved: club.lastSaved!, ...club.plan }));
}

function chunks<T>(rows: T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(rows.length / size) }, (_, i) =>
    rows.slice(i * size, (i + 1) * size),
  );
}
