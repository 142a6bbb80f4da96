import { eq } from "drizzle-orm";
import { TEMPLATE_LINE_TYPE } from "../../core/calculator-template";
import { workedExample } from "../../core/cost-model";
import { defaultCalculator, type Calculator } from "../../core/schemas/calculator";
import { calculationHistory, calculations, clubs } from "../db/schema";
import type { Database } from "../deps";
import { normalizeDocument, serializeDocument } from "../services/calculations/stored-document";
import { listRowWrite } from "../services/clubs/kept-columns";

/** The demo federation's template: the two federal fees every club of it pays. */
export function demoTemplate(federationId: string): Calculator {
  return {
    ...defaultCalculator(federationId),
    federalFees: [
      { name: "Licences", value: -2400 },
      { name: "Affiliation", value: -600 },
    ],
  };
}

/**
 * The demo club holds the worked example of cost-model.md (U11 96, U15 110, Loisir 150); its federal
 * fees are the template's lines, with the same amounts, so applying the template keeps every figure.
 */
export function demoClubCalculator(clubId: string): Calculator {
  const doc = workedExample(clubId);
  return { ...doc, federalFees: doc.federalFees.map((line) => ({ ...line, readonly: true, type: TEMPLATE_LINE_TYPE })) };
}

/** Version 1 of both documents, in history, with the club row's figures, as a save would leave them. */
export async function seedDemoCalculators(db: Database, ids: { federationId: string; clubId: string; federationAdmin: string; clubAdmin: string }, now: number) {
  const template = normalizeDocument(demoTemplate(ids.federationId), null);
  const templateJson = serializeDocument(template.document);
  const club = normalizeDocument(demoClubCalculator(ids.clubId), templateJson);
  const clubJson = serializeDocument(club.document);
  const saves = [
    { organizationId: ids.federationId, organizationType: "federation" as const, document: templateJson, modifier: "Fabien Fédération", modifierId: ids.federationAdmin },
    { organizationId: ids.clubId, organizationType: "club" as const, document: clubJson, modifier: "Claire Trésorière", modifierId: ids.clubAdmin },
  ];
  await db.batch([
    db.insert(calculations).values(saves.map((save) => ({ ...save, version: 1, updatedAt: now }))),
    db.insert(calculationHistory).values(saves.map(({ organizationId, document, modifier }) => ({ organizationId, version: 1, document, modifier, savedAt: now }))),
    db
      .update(clubs)
      .set({ ...club.figures, lastSaved: now })
      .where(eq(clubs.id, ids.clubId)),
    listRowWrite(db, eq(clubs.id, ids.clubId)),
  ]);
}
