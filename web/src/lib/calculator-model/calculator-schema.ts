import type { calculatorSchema } from "#core/schemas/calculator";

export type CalculatorSchema = typeof calculatorSchema;

let loading: Promise<CalculatorSchema> | undefined;

/**
 * The calculator document's schema, and zod with it, loaded beside the document rather than with the
 * calculator page: building the schemas took ~15 ms of the page's first task (60 on Lighthouse's phone),
 * and in its own module task it no longer adds to the longest one (docs/decisions/101).
 */
export function loadCalculatorSchema(): Promise<CalculatorSchema> {
  loading ??= import("#core/schemas/calculator").then(
    (module) => module.calculatorSchema,
    (error: unknown) => {
      loading = undefined; // a failed download is tried again at the next call
      throw error;
    },
  );
  return loading;
}
