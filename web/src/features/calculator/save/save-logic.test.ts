import { describe, expect, it } from "vitest";
import { workedExample } from "#core/cost-model/index";
import { calculatorSchema } from "#core/schemas/calculator";
import { ApiError } from "../../../lib/api-error";
import {
  type Draft,
  type KeyValueStore,
  clearDraft,
  draftKey,
  draftToOffer,
  readDraft,
  writeDraft,
} from "./draft-store";
import { classifySaveError } from "./save-outcome";
import { contentOf, sameContent } from "./snapshot";

function memoryStore(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

describe("content snapshot", () => {
  it("ignores who saved, when, the version and computed memberships", () => {
    const a = workedExample("club");
    const b = {
      ...workedExample("club"),
      context: { version: 7, modifier: "Claire", lastUpdate: "2025-01-01T00:00:00Z" },
    };
    b.groups[0].categories[0] = { ...b.groups[0].categories[0], membership: 96 };
    expect(sameContent(a, b)).toBe(true);
  });

  it("ignores the ids the store gives items, so taking them back after a save starts no other save", () => {
    const a = workedExample("club");
    const b = workedExample("club");
    b.federalFees[0] = { ...b.federalFees[0], id: "ff-k2j4m8xq" };
    b.groups[0] = { ...b.groups[0], id: "g1" };
    expect(sameContent(a, b)).toBe(true);
  });

  it("sees any edit, and does not depend on key order", () => {
    const a = workedExample("club");
    const reordered = Object.fromEntries(Object.entries(a).reverse()) as typeof a;
    expect(contentOf(reordered)).toBe(contentOf({ ...a }));
    const edited = { ...a, federalFees: [...a.federalFees, { name: "New fee", value: -10 }] };
    expect(sameContent(a, edited)).toBe(false);
  });
});

describe("local draft", () => {
  const draft = (doc = workedExample("club-1")): Draft => ({
    userId: "u1",
    organizationId: "club-1",
    baseVersion: 3,
    editedAt: "2025-05-01T10:00:00.000Z",
    doc,
  });

  it("is kept per organization and per person", () => {
    const store = memoryStore();
    expect(writeDraft(store, draft())).toBe(true);
    expect(store.data.has(draftKey("club-1"))).toBe(true);
    expect(readDraft(calculatorSchema, store, "club-1", "u1")?.baseVersion).toBe(3);
    expect(readDraft(calculatorSchema, store, "club-1", "someone-else")).toBeNull();
    expect(readDraft(calculatorSchema, store, "club-2", "u1")).toBeNull();
    clearDraft(store, "club-1");
    expect(readDraft(calculatorSchema, store, "club-1", "u1")).toBeNull();
  });

  it("survives a broken or foreign value without throwing", () => {
    const store = memoryStore();
    store.setItem(draftKey("club-1"), "{not json");
    expect(readDraft(calculatorSchema, store, "club-1", "u1")).toBeNull();
    store.setItem(draftKey("club-1"), JSON.stringify({ ...draft(), doc: { groups: "nope" } }));
    expect(readDraft(calculatorSchema, store, "club-1", "u1")).toBeNull();
    const full: KeyValueStore = {
      ...memoryStore(),
      setItem: () => {
        throw new Error("quota");
      },
    };
    expect(writeDraft(full, draft())).toBe(false);
    expect(writeDraft(null, draft())).toBe(false);
  });

  it("is offered back only when it differs from the server document", () => {
    const server = workedExample("club-1");
    expect(draftToOffer(draft(), server)).toBeNull();
    const changed = { ...server, globalSubsidies: [{ name: "Region", value: 500 }] };
    expect(draftToOffer(draft(changed), server)?.doc.globalSubsidies[0].name).toBe("Region");
    expect(draftToOffer(null, server)).toBeNull();
  });
});

describe("failed saves", () => {
  it("a stale save is a conflict carrying the stored document", () => {
    const stored = { ...workedExample("club-1"), context: { version: 5, modifier: "Bob" } };
    const outcome = classifySaveError(
      calculatorSchema,
      new ApiError({ httpStatus: 409, code: 1, data: stored }),
      "club-1",
    );
    expect(outcome.kind).toBe("conflict");
    expect(outcome.kind === "conflict" && outcome.current?.context.version).toBe(5);
  });

  it("no network and a server down for a moment keep the work locally", () => {
    expect(classifySaveError(calculatorSchema, new ApiError({ httpStatus: 0, code: 2 }), "c").kind).toBe(
      "offline",
    );
    expect(classifySaveError(calculatorSchema, new ApiError({ httpStatus: 503, code: 2 }), "c").kind).toBe(
      "offline",
    );
  });

  it("past the organization's save limit the work waits on the device instead of failing", () => {
    expect(classifySaveError(calculatorSchema, new ApiError({ httpStatus: 429, code: 12 }), "c").kind).toBe(
      "throttled",
    );
  });

  it("a refused document and anything else are told apart", () => {
    expect(
      classifySaveError(
        calculatorSchema,
        new ApiError({ httpStatus: 400, code: 1, field: "input.groups" }),
        "c",
      ).kind,
    ).toBe("invalid");
    expect(classifySaveError(calculatorSchema, new ApiError({ httpStatus: 403, code: 3 }), "c").kind).toBe(
      "other",
    );
    expect(classifySaveError(calculatorSchema, new Error("boom"), "c").kind).toBe("other");
  });
});
