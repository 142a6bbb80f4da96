import type { Calculator } from "#core/schemas/calculator";

// Context (who saved, when, version), computed memberships and the ids the store gives items
// (season-money.md section 1) are not content a person edits.
const IGNORED = new Set(["context", "membership", "id"]);

/** A list whose items' `id` is what a person chose: a scenario's line changes name their line by it (decision 230). */
const CHOSEN_IDS = "lines";

function stable(value: unknown, keepIds = false): unknown {
  if (Array.isArray(value)) return value.map((item) => stable(item, keepIds));
  if (value && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) {
      const item = (value as Record<string, unknown>)[key];
      if ((IGNORED.has(key) && !(keepIds && key === "id")) || item === undefined || item === null) continue;
      out[key] = stable(item, keepIds || key === CHOSEN_IDS);
    }
    return out;
  }
  return value;
}

/**
 * What a save compares: the edited content, keys sorted, with context, computed memberships, ids and
 * empty optional fields left out, so that loading then saving an unchanged document is a no-op.
 */
export function contentOf(doc: Calculator | null | undefined): string {
  return doc ? JSON.stringify(stable(doc)) : "";
}

export function sameContent(a: Calculator | null | undefined, b: Calculator | null | undefined): boolean {
  return contentOf(a) === contentOf(b);
}
