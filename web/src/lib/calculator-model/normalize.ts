import { recalculateRates } from "#core/cost-model/index";
import type { Calculator } from "#core/schemas/calculator";
import { defaultCalculator } from "#core/schemas/calculator-basics";
import type { CalculatorSchema } from "./calculator-schema";

/**
 * The document as the screen edits it: the schema's defaults applied (a club without a document gets
 * the default one). When the input-membership flag differs from the saved context, the rates of manual
 * categories are recalculated (product.md section 4).
 */
export function normalizeDocument(
  schema: CalculatorSchema,
  raw: unknown,
  organizationId: string,
  inputMembership: boolean,
): Calculator {
  const source = raw && typeof raw === "object" ? (raw as Record<string, unknown>) : null;
  let doc: Calculator;
  if (!source) doc = defaultCalculator(organizationId);
  else {
    const parsed = schema.safeParse({ ...source, organizationId });
    // A document the current schema refuses is still shown rather than replaced by an empty one.
    doc = parsed.success
      ? parsed.data
      : ({ ...defaultCalculator(organizationId), ...source, organizationId } as Calculator);
  }
  if (Boolean(doc.context?.inputMembership) !== inputMembership) {
    doc = { ...recalculateRates(doc), context: { ...doc.context, inputMembership } };
  }
  return doc;
}
