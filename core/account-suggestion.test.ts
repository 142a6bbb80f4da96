import { describe, expect, it } from "vitest";
import { accountOfNewLine, suggestedAccount } from "./account-suggestion";

describe("the likely Cerfa class of a new fee (issue 46.3)", () => {
  it("reads a coach's or instructor's pay as staff (64), an invoice as an outside service (62)", () => {
    for (const name of [
      "Entraîneur",
      "Coach",
      "Salaire de l'éducateur",
      "Éducateur sportif",
      "Instructor's pay",
      "Moniteur",
    ])
      expect(suggestedAccount(name, "internalFees"), name).toBe(64);
    expect(suggestedAccount("Coach (facture auto-entrepreneur)", "internalFees")).toBe(62);
    expect(suggestedAccount("Coach invoice", "categoryFees")).toBe(62);
  });

  it("reads rent and insurance as 61, travel, licences and affiliation as 62, per the Cerfa 12156 plan", () => {
    expect(suggestedAccount("Location du gymnase", "internalFees")).toBe(61);
    expect(suggestedAccount("Gym rent", "internalFees")).toBe(61);
    expect(suggestedAccount("Assurance", "internalFees")).toBe(61);
    expect(suggestedAccount("Insurance", "categoryFees")).toBe(61);
    expect(suggestedAccount("Déplacements", "categoryFees")).toBe(62);
    expect(suggestedAccount("Travel to tournaments", "internalFees")).toBe(62);
    expect(suggestedAccount("Licences", "federalFees")).toBe(62);
    expect(suggestedAccount("Affiliation ligue", "internalFees")).toBe(62);
    expect(suggestedAccount("Frais bancaires", "internalFees")).toBe(62);
    expect(suggestedAccount("Taxe foncière", "internalFees")).toBe(63);
    expect(suggestedAccount("Intérêts d'emprunt", "internalFees")).toBe(66);
    expect(suggestedAccount("Achat de ballons", "federalFees")).toBe(60);
  });

  it("suggests nothing for an unknown name or a subsidy, and matches words by their start only", () => {
    expect(suggestedAccount("Tournoi de Noël", "internalFees")).toBeNull();
    expect(suggestedAccount("Nouvelle ligne", "internalFees")).toBeNull();
    expect(suggestedAccount("Coach", "globalSubsidies")).toBeNull();
    expect(suggestedAccount("Coach", "otherRevenues")).toBeNull();
    // "parent" holds "rent", "syntax" holds "tax": neither starts a word.
    expect(suggestedAccount("Soirée des parents", "internalFees")).toBeNull();
    expect(suggestedAccount("Syntax", "internalFees")).toBeNull();
  });

  it("stores the person's choice always, else the suggestion, else the list's default (no account)", () => {
    expect(accountOfNewLine("Coach", "internalFees", null)).toBe(64);
    expect(accountOfNewLine("Coach", "internalFees", 62)).toBe(62);
    expect(accountOfNewLine("Coach", "internalFees", 60)).toBe(60);
    expect(accountOfNewLine("Tournoi", "internalFees", null)).toBeUndefined();
    // The default needs no account of its own; a class the list does not hold is no choice.
    expect(accountOfNewLine("Licences", "federalFees", null)).toBeUndefined();
    expect(accountOfNewLine("Coach", "internalFees", 74)).toBe(64);
    expect(accountOfNewLine("Town grant", "globalSubsidies", 75)).toBe(75);
  });
});
