import type { Calculator } from "#core/schemas/calculator";
import type { CalculatorSchema } from "../../../lib/calculator-model/calculator-schema";
import { contentOf } from "./snapshot";

/** The work kept on this device until the server has it (a crash, a closed tab or no network loses nothing). */
export interface Draft {
  userId: string;
  organizationId: string;
  /** The saved version the edits started from: restoring a draft made on an older version meets the conflict dialog. */
  baseVersion: number;
  /** ISO date of the last change. */
  editedAt: string;
  doc: Calculator;
}

export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

// Not under `cc.cache.`: logging out clears caches, and unsaved work is not a cache.
export function draftKey(organizationId: string): string {
  return `cc.calculator-draft.${organizationId}`;
}

/** localStorage, or nothing when the browser refuses it (private mode, quota). */
export function browserStore(): KeyValueStore | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
}

export function writeDraft(store: KeyValueStore | null, draft: Draft): boolean {
  if (!store) return false;
  try {
    store.setItem(draftKey(draft.organizationId), JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

export function clearDraft(store: KeyValueStore | null, organizationId: string): void {
  try {
    store?.removeItem(draftKey(organizationId));
  } catch {
    /* nothing kept */
  }
}

/** The draft of this person for this organization, when it is still a valid document. */
export function readDraft(
  schema: CalculatorSchema,
  store: KeyValueStore | null,
  organizationId: string,
  userId: string,
): Draft | null {
  let raw: string | null;
  try {
    raw = store?.getItem(draftKey(organizationId)) ?? null;
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Draft>;
    if (value.userId !== userId || value.organizationId !== organizationId) return null;
    const doc = schema.safeParse(value.doc);
    if (!doc.success) return null;
    return {
      userId,
      organizationId,
      baseVersion: typeof value.baseVersion === "number" ? value.baseVersion : 0,
      editedAt: typeof value.editedAt === "string" ? value.editedAt : "",
      doc: doc.data,
    };
  } catch {
    return null;
  }
}

/** A draft worth offering back: one whose content differs from what the server holds. */
export function draftToOffer(draft: Draft | null, server: Calculator): Draft | null {
  if (!draft) return null;
  return contentOf(draft.doc) === contentOf(server) ? null : draft;
}
