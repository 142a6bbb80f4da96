import type { Benefit, Calculator, Line } from "./schemas/calculator";

/**
 * A federation publishes a calculator template; its global lines and benefits appear in each of its
 * clubs' calculators as readonly lines marked `type: "template"` (the club types the amounts, it
 * cannot remove them). Pure: the server applies it on every load and save, the web app may preview it.
 */
export const TEMPLATE_LINE_TYPE = "template";

export const TEMPLATE_SECTIONS = ["federalFees", "internalFees", "globalSubsidies"] as const;
export type TemplateSection = (typeof TEMPLATE_SECTIONS)[number];

export function isTemplateLine(line: { type?: string }): boolean {
  return line.type === TEMPLATE_LINE_TYPE;
}

/** Names match whatever the spacing or case, so a federation fixing "licences" keeps the clubs' amounts. */
const nameKey = (name: string) => name.trim().toLocaleLowerCase("fr");
const benefitKey = (b: Pick<Benefit, "benefitType" | "code" | "name">) =>
  `${b.benefitType}|${b.code ?? ""}|${nameKey(b.name)}`;

/** Queues of the club's template items by key; each template item takes the first one left (duplicates pair up in order). */
function queuesOf<T extends { type?: string }>(
  items: readonly T[],
  key: (item: T) => string,
): Map<string, T[]> {
  const queues = new Map<string, T[]>();
  for (const item of items) {
    if (!isTemplateLine(item)) continue;
    const k = key(item);
    const queue = queues.get(k);
    if (queue) queue.push(item);
    else queues.set(k, [item]);
  }
  return queues;
}

/**
 * What stays the club's on a template line: its id (season-money.md section 1: the federation's ids
 * live in the template's own document), how it shares the line between its categories, and when it
 * pays it (its cash plan's schedule, section 5).
 */
function clubsOwn(
  previous: Pick<Line, "id" | "allocation" | "schedule"> | undefined,
): Pick<Line, "id" | "allocation" | "schedule"> {
  if (!previous) return {};
  return {
    ...(previous.id !== undefined ? { id: previous.id } : {}),
    ...(previous.allocation !== undefined ? { allocation: previous.allocation } : {}),
    ...(previous.schedule !== undefined ? { schedule: previous.schedule } : {}),
  };
}

/** Template lines first (template order, the club's amount when it had the line), then the club's own lines. */
export function mergeTemplateLines(clubLines: readonly Line[], templateLines: readonly Line[]): Line[] {
  const typed = queuesOf(clubLines, (line) => nameKey(line.name));
  const fromTemplate = templateLines.map((line): Line => {
    const previous = typed.get(nameKey(line.name))?.shift();
    return {
      ...clubsOwn(previous),
      name: line.name,
      value: previous ? previous.value : line.value,
      readonly: true,
      type: TEMPLATE_LINE_TYPE,
    };
  });
  return [...fromTemplate, ...clubLines.filter((line) => !isTemplateLine(line))];
}

/** Benefits: the federation sets the hourly rate, the club keeps the hours (or amount) it typed. */
export function mergeTemplateBenefits(
  clubBenefits: readonly Benefit[],
  templateBenefits: readonly Benefit[],
): Benefit[] {
  const typed = queuesOf(clubBenefits, benefitKey);
  const fromTemplate = templateBenefits.map((benefit): Benefit => {
    const previous = typed.get(benefitKey(benefit))?.shift();
    const { code, id: _templateId, allocation: _templateAllocation, ...rest } = benefit;
    return {
      ...rest,
      ...clubsOwn(previous),
      ...(code ? { code } : {}),
      hours: previous ? previous.hours : benefit.hours,
      readonly: true,
      type: TEMPLATE_LINE_TYPE,
    };
  });
  const merged = [...fromTemplate, ...clubBenefits.filter((benefit) => !isTemplateLine(benefit))];
  // `index` numbers the benefits in display order; the merge changes the list, so renumber it.
  return merged.map((benefit, index) => ({ ...benefit, index }));
}

type TemplateParts = Pick<Calculator, TemplateSection | "benefits">;

/**
 * The club document with the template's lines brought in: amounts the club typed for lines it already
 * had from the template are kept, new template lines are added, lines the federation removed are
 * dropped; the club's own lines, groups and settings are untouched. Idempotent.
 */
export function applyTemplate<D extends TemplateParts>(clubDoc: D, templateDoc: Partial<TemplateParts>): D {
  return {
    ...clubDoc,
    federalFees: mergeTemplateLines(clubDoc.federalFees ?? [], templateDoc.federalFees ?? []),
    internalFees: mergeTemplateLines(clubDoc.internalFees ?? [], templateDoc.internalFees ?? []),
    globalSubsidies: mergeTemplateLines(clubDoc.globalSubsidies ?? [], templateDoc.globalSubsidies ?? []),
    benefits: mergeTemplateBenefits(clubDoc.benefits ?? [], templateDoc.benefits ?? []),
  };
}
