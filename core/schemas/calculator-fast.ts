import * as z from "zod/mini";
import { firstAccountIssue } from "../cerfa-account-check";
import { LINE_ACCOUNTS } from "../cerfa-accounts";
import { firstSignIssue } from "../calculator-signs";
import { CATEGORY_KINDS } from "../category-kinds";
import { CALCULATOR_LIMITS, calculatorSchema, type Calculator, type Category, type Group, type Line } from "./calculator";

/**
 * A fast path in front of the calculator's zod schema (docs/decisions/178). A document of 20 groups x
 * 25 categories x 10 lines holds 10,000 lines; zod runs a dozen checks per line through its generic
 * machinery (8-40 ms on this machine) where these plain loops take a fraction of a millisecond.
 *
 * The contract: `fastCalculator(value)` answers exactly what `calculatorSchema` would answer on
 * success (same values, same keys in the same order, unknown keys dropped, defaults filled), or
 * `undefined` whenever the value is not certainly valid. The caller then runs zod, which alone writes
 * the errors: this file never decides what a refusal says. A property test holds the two to the same
 * output on arbitrary documents, and another holds the hand-written objects below to the schema's keys.
 *
 * Only the bulk is written by hand: groups, categories and their lines, and the three global line
 * lists. The small parts (benefits, other revenues, scenarios, social pricing, context, currency...)
 * go through their own zod schemas, so a change there needs nothing here. A text holding U+0000 is
 * "not certain" too (the request validation refuses it, worker/http/validate.ts).
 */

const L = CALCULATOR_LIMITS;
const ACCOUNTS: ReadonlySet<unknown> = new Set<number>(LINE_ACCOUNTS);
const KINDS: ReadonlySet<unknown> = new Set<string>(CATEGORY_KINDS);

/** The keys written by hand below, in the schema's order: a test compares them with the schemas' shapes. */
export const HAND_CHECKED_KEYS = {
  line: ["name", "value", "readonly", "type", "account"],
  category: ["name", "members", "fees", "subsidies", "rate", "manualMembership", "membership", "kind"],
  group: ["name", "categories"],
  calculator: ["groups", "federalFees", "internalFees", "globalSubsidies"],
} as const;

type Loose = Record<string, unknown>;

// An optional key present with the value undefined (an object built in memory; JSON has none) stays,
// undefined, as zod keeps it.

/** zod's object test: not null, not an array. */
const isObject = (value: unknown): value is Loose => typeof value === "object" && value !== null && !Array.isArray(value);

/** The schema's `name`: a text, trimmed, 1 to L.name long once trimmed; undefined otherwise. */
function nameOf(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const trimmed = value.trim();
  return trimmed.length >= 1 && trimmed.length <= L.name && !trimmed.includes("\u0000") ? trimmed : undefined;
}

/** The schema's `amount`: a finite number within +-L.amount. */
const isAmount = (value: unknown): value is number => typeof value === "number" && value >= -L.amount && value <= L.amount;

function line(value: unknown): Line | undefined {
  if (!isObject(value)) return undefined;
  const name = nameOf(value.name);
  const amount = value.value;
  if (name === undefined || !isAmount(amount)) return undefined;
  const out: Line = { name, value: amount };
  if ("readonly" in value) {
    if (typeof value.readonly !== "boolean" && value.readonly !== undefined) return undefined;
    out.readonly = value.readonly;
  }
  if ("type" in value) {
    const type = value.type;
    if (type !== undefined && (typeof type !== "string" || type.length > 40 || type.includes("\u0000"))) return undefined;
    out.type = type;
  }
  if ("account" in value) {
    if (value.account !== undefined && !ACCOUNTS.has(value.account)) return undefined;
    out.account = value.account as number;
  }
  return out;
}

/** A defaulted list of at most `max` items: missing is [], anything else must be an array. */
function list<T>(value: unknown, max: number, item: (value: unknown) => T | undefined): T[] | undefined {
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.length > max) return undefined;
  const out: T[] = new Array<T>(value.length);
  for (let i = 0; i < value.length; i++) {
    const parsed = item(value[i]);
    if (parsed === undefined) return undefined;
    out[i] = parsed;
  }
  return out;
}

const lines = (value: unknown, max: number) => list(value, max, line);

function category(value: unknown): Category | undefined {
  if (!isObject(value)) return undefined;
  const name = nameOf(value.name);
  const members = value.members;
  if (name === undefined || typeof members !== "number" || !Number.isInteger(members) || members < 1 || members > L.members) return undefined;
  const fees = lines(value.fees, L.categoryLines);
  const subsidies = lines(value.subsidies, L.categoryLines);
  if (!fees || !subsidies) return undefined;
  const out: Category = { name, members, fees, subsidies };
  if ("rate" in value) {
    const rate = value.rate;
    if (rate !== undefined && (typeof rate !== "number" || !(rate >= 0 && rate <= L.rate))) return undefined;
    out.rate = rate;
  }
  if ("manualMembership" in value) {
    const manual = value.manualMembership;
    if (manual !== null && manual !== undefined && !isAmount(manual)) return undefined;
    out.manualMembership = manual;
  }
  if ("membership" in value) {
    if (value.membership !== undefined && !isAmount(value.membership)) return undefined;
    out.membership = value.membership;
  }
  if ("kind" in value) {
    if (value.kind !== undefined && !KINDS.has(value.kind)) return undefined;
    out.kind = value.kind as Category["kind"];
  }
  return out;
}

function group(value: unknown): Group | undefined {
  if (!isObject(value)) return undefined;
  const name = nameOf(value.name);
  const categories = list(value.categories, L.categoriesPerGroup, category);
  return name === undefined || !categories ? undefined : { name, categories };
}

/** Whether a text anywhere in `value` (a small part zod parsed) holds U+0000. */
function holdsNul(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (typeof value !== "object" || value === null) return false;
  const values = Array.isArray(value) ? value : Object.values(value);
  for (let i = 0; i < values.length; i++) if (holdsNul(values[i])) return true;
  return false;
}

const shape = calculatorSchema.shape;
type ShapeKey = keyof typeof shape;
const handParts: Partial<Record<ShapeKey, (value: unknown) => unknown>> = {
  groups: (value) => list(value, L.groups, group),
  federalFees: (value) => lines(value, L.globalLines),
  internalFees: (value) => lines(value, L.globalLines),
  globalSubsidies: (value) => lines(value, L.globalLines),
};
const shapeKeys = Object.keys(shape) as ShapeKey[];

/** `calculatorSchema`'s answer for a certainly valid document, else undefined (see the top of the file). */
export function fastCalculator(value: unknown): Calculator | undefined {
  if (!isObject(value)) return undefined;
  const out: Loose = {};
  for (const key of shapeKeys) {
    const present = key in value;
    const schema = shape[key];
    // An optional key that is missing stays missing, as zod leaves it.
    if (!present && schema._zod.optin === "optional" && schema._zod.optout === "optional") continue;
    const hand = handParts[key];
    if (hand) {
      const parsed = hand(value[key]);
      if (parsed === undefined) return undefined;
      out[key] = parsed;
      continue;
    }
    const parsed = z.safeParse(schema, value[key]);
    if (!parsed.success || holdsNul(parsed.data)) return undefined;
    out[key] = parsed.data;
  }
  const calc = out as Calculator;
  // The schema's whole-document checks: sizes, Cerfa classes, unique scenario ids.
  let categories = 0;
  let lineCount = calc.federalFees.length + calc.internalFees.length + calc.globalSubsidies.length + calc.benefits.length + (calc.otherRevenues?.length ?? 0);
  for (const g of calc.groups) {
    categories += g.categories.length;
    for (const c of g.categories) lineCount += c.fees.length + c.subsidies.length;
  }
  if (categories > L.categories || lineCount > L.lines || firstAccountIssue(calc)) return undefined;
  if (calc.scenarios && new Set(calc.scenarios.map((s) => s.id)).size !== calc.scenarios.length) return undefined;
  return calc;
}

/**
 * `calculationStoreSchema`'s answer (`{input}`, signs checked: calculation store and evaluate) for a
 * certainly valid body, else undefined: zod then says what is wrong.
 */
export function fastCalculationBody(body: unknown): { input: Calculator } | undefined {
  if (!isObject(body)) return undefined;
  const input = fastCalculator(body.input);
  return input && !firstSignIssue(input) ? { input } : undefined;
}
